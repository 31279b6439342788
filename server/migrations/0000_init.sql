CREATE TYPE "public"."entry_kind" AS ENUM('main', 'host', 'landing', 'external');--> statement-breakpoint
CREATE TYPE "public"."group_code_kind" AS ENUM('enrollment', 'enroller', 'partner');--> statement-breakpoint
CREATE TYPE "public"."open_type" AS ENUM('agent', 'group', 'user');--> statement-breakpoint
CREATE TYPE "public"."plan_category" AS ENUM('limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet');--> statement-breakpoint
CREATE TYPE "public"."tier" AS ENUM('IO', 'IS', 'IC', 'IF');--> statement-breakpoint
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"agent_code" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"landing_url" text NOT NULL,
	"landing_info" jsonb NOT NULL,
	CONSTRAINT "agents_agent_code_unique" UNIQUE("agent_code")
);
--> statement-breakpoint
CREATE TABLE "branding_entries" (
	"entry_point_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "branding_entries_entry_point_id_key_pk" PRIMARY KEY("entry_point_id","key")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_pricing_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"removable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "entry_kind" NOT NULL,
	"key" text NOT NULL,
	"group_id" integer,
	"agent_id" integer,
	"portal_id" integer,
	"open_type" "open_type" NOT NULL,
	CONSTRAINT "entry_points_kind_key" UNIQUE("kind","key")
);
--> statement-breakpoint
CREATE TABLE "group_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" "group_code_kind" NOT NULL,
	"group_id" integer NOT NULL,
	"landing_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_plans" (
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "group_plans_group_id_plan_id_pk" PRIMARY KEY("group_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"agent_id" integer,
	"needs_enroller_code" boolean DEFAULT false NOT NULL,
	"landing_info" jsonb NOT NULL,
	CONSTRAINT "groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_plans" (
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "member_plans_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer
);
--> statement-breakpoint
CREATE TABLE "partner_traffic" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"tracked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" "plan_category" NOT NULL,
	"logo" text NOT NULL,
	"short_text" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"successor_plan_id" integer,
	"states_not_sold" text[],
	"zips_not_sold" text[],
	"allowed_tiers" "tier"[],
	"min_age" integer,
	"max_age" integer,
	"tobacco_rated" boolean DEFAULT false NOT NULL,
	"needs_income_and_hours" boolean DEFAULT false NOT NULL,
	"has_health_questions" boolean DEFAULT false NOT NULL,
	"requires_membership" boolean DEFAULT false NOT NULL,
	"is_membership" boolean DEFAULT false NOT NULL,
	"prudential_type" boolean DEFAULT false NOT NULL,
	"premier_label" text,
	"blackout" boolean DEFAULT false NOT NULL,
	"portal_ids" integer[],
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"agent_id" integer,
	CONSTRAINT "portals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"group_id" integer,
	"portal_id" integer,
	"valid" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_enrollments" (
	"id" text PRIMARY KEY NOT NULL,
	"filter_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zips" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branding_entries" ADD CONSTRAINT "branding_entries_entry_point_id_entry_points_id_fk" FOREIGN KEY ("entry_point_id") REFERENCES "public"."entry_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_points" ADD CONSTRAINT "entry_points_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_points" ADD CONSTRAINT "entry_points_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_points" ADD CONSTRAINT "entry_points_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_codes" ADD CONSTRAINT "group_codes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_plans" ADD CONSTRAINT "group_plans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_plans" ADD CONSTRAINT "group_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_traffic" ADD CONSTRAINT "partner_traffic_enrollment_id_temp_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."temp_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_successor_plan_id_plans_id_fk" FOREIGN KEY ("successor_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_enrollment" ON "cart_items" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "plans_category" ON "plans" USING btree ("category");