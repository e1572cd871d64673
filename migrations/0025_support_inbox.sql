CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'form' NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"application_number" text,
	"application_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"assigned_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_conversations_state_check" CHECK ("support_conversations"."state" in ('open', 'waiting', 'closed')),
	CONSTRAINT "support_conversations_channel_check" CHECK ("support_conversations"."channel" in ('form', 'chat'))
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
-- Each message stored before the inbox becomes a conversation of its own, with the message's id
-- (so the reference its sender was given still names it). They were forwarded to the support
-- mailbox and handled there, so they start closed; the link to an application follows the
-- inbox's rule: the number's application must have the sender's email.
INSERT INTO "support_conversations" ("id", "channel", "email", "subject", "language", "application_number", "application_id", "state", "created_at", "last_message_at", "closed_at")
SELECT m."id", 'form', m."email", m."subject", m."language", m."application_number",
  (SELECT a."id" FROM "applications" a WHERE a."application_number" = m."application_number" AND lower(a."email") = lower(m."email")),
  'closed', m."created_at", m."created_at", m."created_at"
FROM "support_messages" m;--> statement-breakpoint
UPDATE "support_messages" SET "conversation_id" = "id";--> statement-breakpoint
ALTER TABLE "support_messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "direction" text DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "staff_user_id" uuid;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_conversations_state_last_idx" ON "support_conversations" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_application_id_idx" ON "support_conversations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "support_conversations_email_idx" ON "support_conversations" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_direction_check" CHECK ("support_messages"."direction" in ('in', 'out'));