// Relations power `db.query.*.findMany({ with: ... })`; they add nothing to the SQL schema.
import { relations } from 'drizzle-orm';
import { agreements } from './agreements';
import { applicants } from './applicants';
import { applications } from './applications';
import { auditLog } from './audit-log';
import { documents } from './documents';
import { paymentEvents } from './payment-events';
import { payments } from './payments';
import { staffSessions } from './staff-sessions';
import { staffUsers } from './staff-users';

export const applicationsRelations = relations(applications, ({ many }) => ({
  applicants: many(applicants),
  agreements: many(agreements),
  payments: many(payments),
  documents: many(documents),
  auditLog: many(auditLog),
}));
export const applicantsRelations = relations(applicants, ({ one, many }) => ({
  application: one(applications, {
    fields: [applicants.applicationId],
    references: [applications.id],
  }),
  documents: many(documents),
}));
export const agreementsRelations = relations(agreements, ({ one }) => ({
  application: one(applications, {
    fields: [agreements.applicationId],
    references: [applications.id],
  }),
}));
export const paymentsRelations = relations(payments, ({ one, many }) => ({
  application: one(applications, {
    fields: [payments.applicationId],
    references: [applications.id],
  }),
  events: many(paymentEvents),
}));
export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  payment: one(payments, { fields: [paymentEvents.paymentId], references: [payments.id] }),
}));
export const documentsRelations = relations(documents, ({ one }) => ({
  application: one(applications, {
    fields: [documents.applicationId],
    references: [applications.id],
  }),
  applicant: one(applicants, { fields: [documents.applicantId], references: [applicants.id] }),
}));
export const auditLogRelations = relations(auditLog, ({ one }) => ({
  application: one(applications, {
    fields: [auditLog.applicationId],
    references: [applications.id],
  }),
  staffUser: one(staffUsers, { fields: [auditLog.staffUserId], references: [staffUsers.id] }),
}));
export const staffSessionsRelations = relations(staffSessions, ({ one }) => ({
  staffUser: one(staffUsers, { fields: [staffSessions.staffUserId], references: [staffUsers.id] }),
}));
