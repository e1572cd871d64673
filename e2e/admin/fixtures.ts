import type { Page, Request, Route } from '@playwright/test';
import type {
  TAdminApplicationDetail,
  TAdminApplicationsPage,
  TAdminDocument,
} from '@/domain/schemas/admin';

// Contract-shaped answers of the staff API (src/domain/schemas/admin.ts), for browser tests
// that mock the server. The integrator's end-to-end test runs the same pages on the real one.

const STAFF_TOKEN = 'mock-staff-token-'.padEnd(43, 'x');
export const APPLICATION_ID = 'app_01hmockdetail';
export const APPLICATION_NUMBER = 'EV2026K7M4Q9TZ';
export const PASSPORT_NUMBER = 'P9876543';

const at = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00.000Z`;

const listPage = (items = 3): TAdminApplicationsPage => ({
  items: Array.from({ length: items }, (_, i) => ({
    id: i === 0 ? APPLICATION_ID : `app_other_${i}`,
    applicationNumber: i === 0 ? APPLICATION_NUMBER : `EV2026AAAA${String(1000 + i)}`,
    status: i === 0 ? 'under_review' : i === 1 ? 'paid' : 'approved',
    visaType: i === 1 ? 'business' : 'tourist',
    processingTime: i === 2 ? 'urgent' : 'normal',
    email: i === 0 ? 'jane.doe@example.com' : `traveller${i}@example.com`,
    leadName: i === 0 ? 'Jane Doe' : `Traveller ${i}`,
    numberOfApplicants: i === 0 ? 2 : 1,
    totalAmount: i === 0 ? 23800 : 11900,
    createdAt: at(20 - i),
    updatedAt: at(21 - i),
    dueAt: i === 0 ? '2026-12-03T00:00:00.000Z' : null,
    overdue: i === 0,
    assignedTo: i === 0 ? { id: 'staff_1', username: 'e2e-admin' } : null,
    assignedAt: i === 0 ? at(20) : null,
  })),
  total: 57,
  page: 1,
  pageSize: 25,
  counts: {
    draft: 4,
    submitted: 6,
    paid: 12,
    under_review: 9,
    approved: 21,
    rejected: 5,
    partly_approved: 0,
    action_required: 0,
  },
  queued: 9,
  overdue: 2,
});

const details = (first: string, last: string, passportNumber: string) => ({
  firstName: first,
  lastName: last,
  dateOfBirth: '1990-04-12',
  gender: 'female',
  nationality: 'GB',
  placeOfBirth: 'Leeds',
  religion: 'None',
  visibleMark: '',
  maritalStatus: 'married',
  educationStatus: 'Graduate',
  fatherName: 'John Doe',
  fatherNationality: 'GB',
  fatherPlaceOfBirth: 'York',
  motherName: 'Mary Doe',
  motherNationality: 'IE',
  motherPlaceOfBirth: 'Cork',
  passportNumber,
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2032-01-09',
  passportIssuingCountry: 'GB',
  passportPlaceOfIssue: 'London',
  dateOfArrival: '2026-12-20',
  dateOfDeparture: '2027-01-05',
  purposeOfVisit: 'Sightseeing in Rajasthan and visiting friends in Delhi.',
  entryPort: 'DEL',
  exitPort: 'BOM',
  placesToVisit: 'Delhi, Jaipur, Mumbai',
  presentAddress: '1 High Street',
  cityState: 'London',
  zipCode: 'N1 1AA',
  country: 'GB',
  permanentAddress: '1 High Street',
  permanentCityState: 'London',
  permanentZipCode: 'N1 1AA',
  permanentCountry: 'Same as present',
  occupation: 'Engineer',
  employerName: 'Acme Ltd',
  employerAddress: '2 Low Road, London',
  visitedSaarcCountries: 'no',
  saarcCountriesDetails: '',
  criminalRecord: 'no',
  criminalRecordDetails: '',
  deportationHistory: 'no',
  deportationDetails: '',
  emergencyContactName: 'Sam Doe',
  emergencyContactPhone: '+447700900123',
  emergencyContactRelation: 'Brother',
});

const document = (
  id: string,
  applicant: number,
  documentType: TAdminDocument['documentType'],
  originalName: string,
  mimeType: TAdminDocument['mimeType'],
): TAdminDocument => ({
  id,
  documentType,
  applicant,
  originalName,
  size: 48_213,
  mimeType,
  uploadedAt: at(19, 12),
  warnings: [],
  prepared: true,
  kind: 'upload',
  preparedMimeType: mimeType === 'application/pdf' ? 'application/pdf' : 'image/jpeg',
});

const detail = (
  status: TAdminApplicationDetail['status'] = 'under_review',
): TAdminApplicationDetail => ({
  id: APPLICATION_ID,
  applicationNumber: APPLICATION_NUMBER,
  status,
  delivery: status === 'under_review' ? { expectedBy: '2026-12-02', clockStarted: true } : null,
  visaType: 'tourist',
  travellers: [],
  touristValidity: '1-year',
  processingTime: 'normal',
  transportation: 'airports',
  portOfArrival: 'DEL',
  email: 'jane.doe@example.com',
  countryCode: '+44',
  phone: '7700900123',
  language: 'en',
  numberOfApplicants: 2,
  travelInsurance: true,
  travelEsim: false,
  totalAmount: 26800,
  currency: 'USD',
  applicants: [
    {
      position: 0,
      details: details('Jane', 'Doe', PASSPORT_NUMBER),
      validated: true,
      savedAt: at(18),
    },
    { position: 1, details: details('Tom', 'Doe', 'P1234500'), validated: true, savedAt: at(18) },
  ],
  agreement: { signedAt: at(18, 11), signerName: 'Jane Doe', ip: '203.0.113.7' },
  payments: [
    {
      id: 'pay_1',
      provider: 'sandbox',
      status: 'succeeded',
      amount: 26800,
      refundedAmount: 0,
      currency: 'USD',
      createdAt: at(18, 12),
    },
  ],
  refunds: [],
  changeRequests: [],
  refundRemaining: 26800,
  rejectionRefunds: { full: 26800, keepServiceFee: 13000, none: 0 },
  // Jane's insurance sent, Tom's still to send (docs/requirements/add-ons.md).
  addOns: [
    {
      applicantId: 'trv_0',
      kind: 'insurance',
      owed: true,
      delivered: {
        documentId: 'doc_insurance_0',
        fileName: 'jane-insurance.pdf',
        mimeType: 'application/pdf',
        size: 52_000,
        deliveredAt: at(19, 14),
      },
    },
    { applicantId: 'trv_1', kind: 'insurance', owed: true, delivered: null },
  ],
  documents: [
    document('doc_passport_0', 0, 'passport', 'jane-passport.pdf', 'application/pdf'),
    document('doc_photo_0', 0, 'photo', 'jane-photo.png', 'image/png'),
    document('doc_passport_1', 1, 'passport', 'tom-passport.pdf', 'application/pdf'),
    document('doc_photo_1', 1, 'photo', 'tom-photo.png', 'image/png'),
  ],
  timeline: [
    { at: at(17), kind: 'status', action: 'status.draft', actor: null, ip: null, detail: {} },
    {
      at: at(18, 11),
      kind: 'status',
      action: 'status.submitted',
      actor: null,
      ip: null,
      detail: {},
    },
    { at: at(18, 12), kind: 'status', action: 'status.paid', actor: null, ip: null, detail: {} },
    {
      at: at(19, 13),
      kind: 'email',
      action: 'email.sent:documents-received',
      actor: null,
      ip: null,
      detail: {},
    },
    {
      at: at(19, 13),
      kind: 'status',
      action: 'status.under_review',
      actor: null,
      ip: null,
      detail: {},
    },
    {
      at: at(20, 9),
      kind: 'staff',
      action: 'document.downloaded',
      actor: 'e2e-admin',
      ip: '198.51.100.4',
      detail: { fileName: 'jane-passport.pdf' },
    },
  ],
  createdAt: at(17),
  updatedAt: at(20, 9),
  submittedAt: at(18, 11),
  paidAt: at(18, 12),
  decidedAt: null,
  rejectionReason: null,
  dueAt: status === 'under_review' ? '2026-12-03T00:00:00.000Z' : null,
  assignedTo: null,
  assignedAt: null,
  erasureRequest: null,
  anonymisedAt: null,
});

/** A 1x1 PNG, a minimal PDF and a ZIP header: bytes the mocked downloads answer. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ZIP_BYTES = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

export interface StaffApiMock {
  requests: Request[];
  /** The detail the next GET answers (actions change it, as the server would). */
  current: TAdminApplicationDetail;
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * A signed-in staff member (token in sessionStorage) and every /api/admin and /api/documents
 * call answered from these fixtures. Each request is recorded for the test to inspect.
 */
export async function mockStaffApi(page: Page): Promise<StaffApiMock> {
  const mock: StaffApiMock = { requests: [], current: detail() };
  await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), STAFF_TOKEN);
  const handler = async (route: Route, request: Request) => {
    mock.requests.push(request);
    if (request.headers().authorization !== `Bearer ${STAFF_TOKEN}`) {
      return json(route, { message: 'Session expired' }, 401);
    }
    const url = new URL(request.url());
    const path = url.pathname;
    const base = `/api/admin/applications/${APPLICATION_ID}`;
    if (path === '/api/admin/me')
      return json(route, { username: 'e2e-admin', role: 'admin', passwordMustChange: false });
    if (path === '/api/admin/logout') return json(route, { success: true });
    if (path === '/api/admin/applications') {
      const q = url.searchParams.get('q');
      const page = listPage();
      return json(route, q ? { ...page, items: page.items.slice(0, 1), total: 1 } : page);
    }
    if (path === '/api/admin/erasure-requests') return json(route, { open: [], completed: [] });
    if (path === base) return json(route, mock.current);
    if (path === `${base}/approve`) {
      mock.current = { ...mock.current, status: 'approved', decidedAt: at(21) };
      return json(route, mock.current);
    }
    if (path === `${base}/reject`) {
      const body = request.postDataJSON() as { reason: string };
      mock.current = { ...mock.current, status: 'rejected', rejectionReason: body.reason };
      return json(route, mock.current);
    }
    if (path === `${base}/email`) return json(route, { success: true });
    if (path === `${base}/download-all`) {
      return route.fulfill({ status: 200, contentType: 'application/zip', body: ZIP_BYTES });
    }
    if (path === `${base}/agreement.pdf`) {
      return route.fulfill({ status: 200, contentType: 'application/pdf', body: MINIMAL_PDF });
    }
    const download = /^\/api\/documents\/([^/]+)\/download$/.exec(path);
    if (download) {
      const isPhoto = download[1]?.startsWith('doc_photo') ?? false;
      return route.fulfill({
        status: 200,
        contentType: isPhoto ? 'image/png' : 'application/pdf',
        body: isPhoto ? PNG_1PX : MINIMAL_PDF,
      });
    }
    return json(route, { message: 'Not found' }, 404);
  };
  await page.route('**/api/admin/**', handler);
  await page.route('**/api/documents/**', handler);
  return mock;
}
