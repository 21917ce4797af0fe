CREATE TABLE "profile_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor" text NOT NULL,
	"admin_id" text,
	"admin_email" text,
	"target_id" text NOT NULL,
	"target_email" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"subscription_id" text,
	"customer_id" text,
	"client_reference_id" text,
	"email" text,
	"payload" jsonb NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stripe_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"customer_id" text,
	"last_event_created" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(email || ' ' || nome_completo), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED;--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD CONSTRAINT "stripe_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_audit_target_idx" ON "profile_audit" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stripe_events_subscription_idx" ON "stripe_events" USING btree ("subscription_id","created");--> statement-breakpoint
CREATE INDEX "stripe_events_pending_idx" ON "stripe_events" USING btree ("state") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "stripe_subscriptions_user_idx" ON "stripe_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_created_id_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_stripe_subscription_idx" ON "profiles" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
-- Every change of a profile is announced on the channel profiles_changed (issue 10: the admin list is
-- live on every app instance; each one LISTENs on one connection). The payload names the change only.
CREATE FUNCTION "profiles_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('profiles_changed', json_build_object('op', TG_OP, 'id', COALESCE(NEW.id, OLD.id))::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_notify" AFTER INSERT OR UPDATE OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_notify"();
