/**
 * The API's types, generated from openapi.yaml by `npm run api-types` (openapi-typescript 7.13.0).
 * Do not edit: change the server's DTOs, then run `npm run openapi`, which regenerates
 * openapi.yaml and this file. test/platform/api-types.e2e-spec.ts fails when it is stale.
 */

export interface paths {
    "/api/crm/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers' activities, newest first (filters: businessProfileId, type, crmUserId, id)
         * @description Partners: only their own provider's customers (any other answers 404).
         */
        get: operations["ActivitiesController_list"];
        put?: never;
        /**
         * Log a call or add a note on a customer
         * @description Written by the signed-in user; moves the customer's last activity. A call needs notes ('Missing notes: Please add call notes before logging.'); its outcome defaults to successful. Partners: only their own provider's customers (any other answers 404).
         */
        post: operations["ActivitiesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 5 latest activities the user may see, newest first (the dashboard's recent-activity panel)
         * @description Partners: only their own provider's customers (any other answers 404).
         */
        get: operations["ActivitiesController_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a call or a note (multipart field file)
         * @description PDF, PNG or JPEG, at most 10 MB, judged by its content, not its name ('Only PDF, PNG and JPEG files up to 10 MB can be attached'). Stored under a generated name beside the other uploads, never at a public address: downloaded through the answer's url. Moves the customer's last activity. Partners: only their own provider's customers (any other answers 404).
         */
        post: operations["ActivitiesController_attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a call's or note's attached file
         * @description Sent as an attachment with its name and the type found in its content. Partners: only their own provider's customers (any other answers 404).
         */
        get: operations["ActivitiesController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks (filters: dateFilter, startDate, endDate, status, priority, type, assignedToCrmUserId, businessProfileId, q, id)
         * @description dateFilter (on the due date, UK days; in the filter object or as a query parameter): today, tomorrow, this_week, next_week, this_month, next_month, overdue, all, yesterday, last_week, last_month, custom, week, month, thismonth, ytd; custom takes startDate and/or endDate (YYYY-MM-DD). status: pending, completed, overdue (pending and due before now). q searches the title, the description and the customer's business name. Sort: id, title, dueDate (default), priority (low < medium < high < urgent), status, createdAt, updatedAt, completedAt. Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        get: operations["TasksController_list"];
        put?: never;
        /**
         * Create a task
         * @description Title and due date are required ('Missing information: Please fill in task title and due date.'). Created by the signed-in user; assigned to the signed-in user unless an admin names another active user. A task on a customer moves its last activity. Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        post: operations["TasksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One task
         * @description Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        get: operations["TasksController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Its creator or an admin (anyone else: 403). A task on a customer writes 'Task deleted: <title>' to the customer's activity. Answers the deleted task. Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        delete: operations["TasksController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a task
         * @description Only the fields sent change, under the rules of create. A new due date, reminder time or assignee makes the reminder due again. Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        patch: operations["TasksController_update"];
        trace?: never;
    };
    "/api/crm/tasks/{taskId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a task with an outcome and optional notes
         * @description Sets status completed, the outcome, the notes and completedAt. A task on a customer writes 'Task completed: <title>' to the customer's activity. Partners: the tasks assigned to them and the tasks of their own provider's customers; any other task answers 404.
         */
        post: operations["TasksController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List CRM users (filters: q, role, isActive, providerId, id) */
        get: operations["UsersController_list"];
        put?: never;
        /**
         * Create a CRM user; a partner needs an existing providerId
         * @description Without a password the user is invited: emailed a single-use link to set their password, valid 72 hours (invitationPending is true until they do).
         */
        post: operations["UsersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_get"];
        /** Same as PATCH (react-admin sends PUT) */
        put: operations["UsersController_put"];
        post?: never;
        /** Delete a CRM user; nobody deletes themself; never the last active admin */
        delete: operations["UsersController_remove"];
        options?: never;
        head?: never;
        /** Update a CRM user; nobody deactivates themself; the last active admin stays an active admin */
        patch: operations["UsersController_patch"];
        trace?: never;
    };
    "/api/crm/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a user who has not set a password yet a new invitation; the earlier link stops working */
        post: operations["UsersController_resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; sets an httpOnly SameSite=Strict session cookie holding a JWT (also usable as a Bearer token)
         * @description Also sets a signed, httpOnly device cookie (mc_device, path /api/auth, one year) bound to the email: sign-ins that present it are limited per device instead of per email.
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session on the server and clears the cookie */
        post: operations["AuthController_logout[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session on the server and clears the cookie */
        post: operations["AuthController_logout[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgot password: emails the active user of this address a single-use link to set a new password, valid one hour
         * @description The answer is the same, and as quick, whether or not the address has an account: the lookup and the email happen afterwards. A newer link replaces an older one.
         */
        post: operations["AuthController_requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/set-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an emailed invitation or reset link is for, before its password is chosen; the link stays unused */
        post: operations["AuthController_checkAccountLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the password of an emailed invitation or reset link's user and uses the link up
         * @description The user's other links and every session of theirs end. The password follows the users' password rule.
         */
        post: operations["AuthController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["AuthController_currentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List providers (filters: q (name or support location), status (live, draft, inactive), quality (high: 85+, medium: 50-84, low: under 50), id). Partners see only their own provider. */
        get: operations["ProvidersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/with-scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Providers with their data quality, missing fields, status, version and terminal counts and scores (filters: q (name or support location), status (live, draft, inactive), quality (high: 85+, medium: 50-84, low: under 50), id). Partners see only their own provider. */
        get: operations["ProvidersController_withScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/with-terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a provider with its terminals (the Add New Provider wizard): saved live when every required field is filled in, else as draft; each record audited */
        post: operations["ProvidersController_createWithTerminals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProvidersController_get"];
        put?: never;
        post?: never;
        /** Delete a provider that no quote, lead or partner user refers to, with its terminals; each audited with its last values, and gone from the public comparison at once. Answers the deleted provider. */
        delete: operations["ProvidersController_remove"];
        options?: never;
        head?: never;
        /** Change a provider: its score and status are recomputed (live needs all 17 required fields; inactive stays until another status is chosen), its dataVersion goes up, the change is audited with each old and new value, and the public comparison sees it at once. A request that changes nothing writes nothing. */
        patch: operations["ProvidersController_update"];
        trace?: never;
    };
    "/api/crm/providers/{id}/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a terminal to an existing provider: scored on its 8 required fields, live when complete (else draft, or inactive when asked for), audited, and in the public comparison at once */
        post: operations["ProvidersController_addTerminal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Terminals for the back-office, with their own data quality (filters: q (name or type), status (live, draft, inactive), type (countertop, portable, mobile, smart, epos, gateway), providerId, id). Partners see only their own provider's. */
        get: operations["TerminalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/terminals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a terminal no quote or lead names; audited with its last values. Answers the deleted terminal. */
        delete: operations["TerminalsController_remove"];
        options?: never;
        head?: never;
        /** Change a terminal: its own score (its 8 required fields) and status are recomputed, the change is audited and reaches the public comparison at once */
        patch: operations["TerminalsController_update"];
        trace?: never;
    };
    "/api/providers/{id}/terminals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live provider's live terminals, recommended first, then by rental */
        get: operations["PublicTerminalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/provider-logo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a provider's logo (multipart field logo, less than 2 MB, fitted inside 200x80). Judged by content (PNG, JPEG or WEBP), re-encoded as WEBP fitted inside the recommended size with its metadata removed, and stored under a generated name; the record is updated and audited. */
        post: operations["UploadsController_uploadLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/terminal-image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a terminal's image (multipart field image, less than 5 MB, fitted inside 400x300). Judged by content (PNG, JPEG or WEBP), re-encoded as WEBP fitted inside the recommended size with its metadata removed, and stored under a generated name; the record is updated and audited. */
        post: operations["UploadsController_uploadTerminalImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The image gallery: every stored logo and terminal image, with the records that show it (filters: type logo or terminal-image, inUse, id = file names; sort lastModified, filename or id, size, type) */
        get: operations["UploadsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{folder}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an image of the gallery that no provider or terminal shows: DELETE /api/uploads/logos/{filename} or /api/uploads/terminal-images/{filename}; audited. Answers the deleted image. */
        delete: operations["UploadsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the business profile of a wizard visit (step 1: businessType, businessName, businessSector and paymentStatus required); answers {id, ...saved fields} */
        post: operations["ProfilesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a profile; needs the owner's session id (X-Session-Id) */
        get: operations["ProfilesController_get"];
        /** Update the profile; needs the owner's session id */
        put: operations["ProfilesController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rank every live provider for the business data; records the top 4 as quotes of the profile
         * @description Ranking and badges follow src/domain/pricing/README.md. No eligible provider answers an empty list.
         */
        post: operations["ComparisonController_compare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profiles/{id}/summary-boxes.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary boxes of the profile's quotes as a PDF, one page per quote; needs the owner's session id (X-Session-Id)
         * @description The profile's saved figures priced with today's catalogue; its best four providers, as its comparison records them.
         */
        get: operations["SummaryBoxesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profiles/{id}/summary-boxes/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One provider's summary box for the profile's figures; needs the owner's session id (X-Session-Id)
         * @description The profile's saved figures priced with today's catalogue, as POST /api/compare-providers prices them: every monthly line, the totals, the one-off fees, the terms and the effective rates. The comparison's answer leaves the boxes out; the wizard asks for one when the visitor opens it.
         */
        get: operations["SummaryBoxesController_summaryBox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-profiles/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes of the profile's last comparison (id, providerId, ...); needs the owner's session id (X-Session-Id) */
        get: operations["PublicQuotesController_ofProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a quote selected (the profile's other quotes are unselected); needs the profile owner's session id */
        post: operations["PublicQuotesController_select"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List quotes (filters: businessProfileId, providerId, isSelected, id). A partner sees only its own provider's quotes of its own customers. */
        get: operations["CrmQuotesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the application (step 5); idempotent
         * @description Needs the profile owner's session id. The same Idempotency-Key for the profile, or the same profile and email within 10 minutes, answers the first lead. The provider (and terminal) must be one the profile was quoted for. The customer is emailed the quote with the application reference, the chosen quote's summary box and a single-use link (90 days) to set a renewal reminder.
         */
        post: operations["LeadsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List leads (filters: q, status, businessProfileId, id). A partner sees its own provider's customers' leads. */
        get: operations["CrmLeadsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{leadId}/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was sent about a lead to its provider's webhook (the new lead, each status change), newest first, each with its latest attempts */
        get: operations["CrmLeadsController_webhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{leadId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a lead's status (created, quoted, applied, closed); the change and who made it are written to the customer's activity */
        patch: operations["CrmLeadsController_changeStatus"];
        trace?: never;
    };
    "/api/crm/leads/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a lead's contact details (first name, last name, email, phone, company name); only the fields sent change
         * @description A partner corrects only its own provider's leads (another's, even on a shared customer, answers 404). In one transaction; each changed field with its old and new value, who and when, is written to the audit trail (tableName leads) and to the customer's timeline. Sending the values it already has changes nothing.
         */
        patch: operations["CrmLeadsController_correctContact"];
        trace?: never;
    };
    "/api/crm/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of customers with the leads and quotes of that page's customers
         * @description A partner sees only its own provider's customers (a selected quote or a lead for it); any other answers 404.
         */
        get: operations["CustomersController_list"];
        put?: never;
        /**
         * Enter a customer by hand, with its lead, priced like the wizard
         * @description Admins and staff only (a partner is refused with 403). The figures are priced by the wizard's comparison (the same figures get the same quotes), and the comparison's best 4 are stored as the customer's quotes. The customer, its quotes, its lead (status created), a timeline entry and an audit entry are stored in one transaction: on any error nothing is stored. The customer carries its source (phone, email, referral, event).
         */
        post: operations["CustomerEnquiriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/customers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every customer matching the filter and dateFilter (not one page), as CSV
         * @description A partner sees only its own provider's customers (a selected quote or a lead for it); any other answers 404.
         */
        get: operations["CustomersController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer with its leads, quotes, activities (newest first), tasks and emails (newest first)
         * @description A partner sees only its own provider's customers (a selected quote or a lead for it); any other answers 404.
         */
        get: operations["CustomersController_detail"];
        put?: never;
        post?: never;
        /** Delete a customer with its leads, quotes, tasks, activities, emails, saved progress and tracking events; the audit keeps the counts */
        delete: operations["CustomersController_remove"];
        options?: never;
        head?: never;
        /**
         * Correct a customer's business details (name, type, sector, current provider); only the fields sent change
         * @description Admins and staff only (a partner is refused with 403). In one transaction; each changed field with its old and new value, who and when, is written to the audit trail (tableName business_profiles) and to the customer's timeline. Sending the values it already has changes nothing.
         */
        patch: operations["CustomersController_correctDetails"];
        trace?: never;
    };
    "/api/crm/customers/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several customers, all or none: an unknown id is 404 naming it and nothing is deleted */
        post: operations["CustomersController_bulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/industry-defaults/{sector}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sector's typical figures ('Industry Typical'); keyed by the wizard's sector value */
        get: operations["IndustryDefaultsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/industry-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sector defaults, by label (filters: q, businessSector, isActive, id) */
        get: operations["CrmIndustryDefaultsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/industry-defaults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a sector's defaults (splits 0-100, turnover and average transaction positive); audited, and served to the wizard at once. A request that changes nothing writes nothing. */
        put: operations["CrmIndustryDefaultsController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Same as PUT (react-admin sends PATCH). Update a sector's defaults (splits 0-100, turnover and average transaction positive); audited, and served to the wizard at once. A request that changes nothing writes nothing. */
        patch: operations["CrmIndustryDefaultsController_patch"];
        trace?: never;
    };
    "/api/track-visitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A landing-page visit (funnel stage "visitors"); never fails */
        post: operations["TrackingController_visitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track-user-launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The wizard was launched (once per page load); never fails */
        post: operations["TrackingController_userLaunch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor reached the wizard (funnel stage "users"); never fails */
        post: operations["TrackingController_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The wizard reached a step (1-5): drop-off and time to complete; never fails */
        post: operations["TrackingController_step"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The conversion funnel, overview, top sectors, journey insights and top providers of a period
         * @description Period: dateFilter (today, yesterday, this_week, last_week, this_month, last_month, custom) or startDate/endDate (UK days, included); by default the last 30 days. UK (Europe/London) time. At most 2 years, days from 2000 to 2099. A partner gets its own provider's figures only: its customers, the visits that created them, its own provider's quotes and applications.
         */
        get: operations["AnalyticsController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's figures as CSV (section,item,measure,value; one figure a row)
         * @description Period: dateFilter (today, yesterday, this_week, last_week, this_month, last_month, custom) or startDate/endDate (UK days, included); by default the last 30 days. UK (Europe/London) time. At most 2 years, days from 2000 to 2099. A partner gets its own provider's figures only: its customers, the visits that created them, its own provider's quotes and applications.
         */
        get: operations["AnalyticsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/journey-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracking events of a period by type and wizard step, with their distinct sessions
         * @description Period: dateFilter (today, yesterday, this_week, last_week, this_month, last_month, custom) or startDate/endDate (UK days, included); by default the last 30 days. UK (Europe/London) time. At most 2 years, days from 2000 to 2099. A partner gets its own provider's figures only: its customers, the visits that created them, its own provider's quotes and applications.
         */
        get: operations["AnalyticsController_journeyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/page-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracking events of a period by page path (up to 100 pages, most viewed first)
         * @description Period: dateFilter (today, yesterday, this_week, last_week, this_month, last_month, custom) or startDate/endDate (UK days, included); by default the last 30 days. UK (Europe/London) time. At most 2 years, days from 2000 to 2099. A partner gets its own provider's figures only: its customers, the visits that created them, its own provider's quotes and applications.
         */
        get: operations["AnalyticsController_pageAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/dashboard/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest rows (at most 10) of one funnel stage in a period
         * @description statType visitors (landing-page visits), users (wizard sessions: time and furthest step), created, quoted, selected or applied (customers: id, businessName, monthlyTurnover, status, createdAt). Period as the analytics dashboard (dateFilter or startDate/endDate, default the last 30 days, UK time, at most 2 years). A partner sees only its own customers and the visits that created them.
         */
        get: operations["CrmDashboardController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/gmail/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether Gmail is connected for the signed-in user
         * @description The signed-in user's own Gmail connection (every role). Without GOOGLE_CLIENT_ID, isConfigured is false.
         */
        get: operations["GmailController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/gmail/auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google's consent URL to connect the signed-in user's Gmail
         * @description The signed-in user's own Gmail connection (every role). Scope https://www.googleapis.com/auth/gmail.send (plus openid email, to show the address), offline access, prompt=consent, PKCE, and a state signed for this user that is good once, for 10 minutes. Also sets an httpOnly SameSite=Lax cookie (mc_gmail_oauth, path /api/crm/gmail): the callback must come from the same browser.
         */
        get: operations["GmailController_authUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/gmail/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google's redirect after consent (GOOGLE_REDIRECT_URL must point here)
         * @description Public: Google's redirect carries no SameSite=Strict session cookie; the signed state names the user. Path /api/crm/gmail/callback. Exchanges the code and stores the tokens encrypted, then answers a small HTML page for the popup: 'Gmail Authorization Complete' (200), or 'Authorization Failed' with the reason (400 for a forged, expired, used or other-browser state, a refusal or a missing code; 502 when Google refuses the code; 503 when Gmail is not configured). A refused callback stores nothing. The browser cookie is checked before the single-use state is spent: a callback without it (whoever holds the URL) leaves the link usable in the browser that started it.
         */
        get: operations["GmailController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/gmail/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test email to the user's own Google address through the Gmail API
         * @description The signed-in user's own Gmail connection (every role). Sent at once (not through the outbox); {success:false, error} when Gmail is not connected or Google refuses.
         */
        post: operations["GmailController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/gmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnects the signed-in user's Gmail
         * @description The signed-in user's own Gmail connection (every role). Revokes the authorization at Google when it can and deletes the stored tokens in any case; customer emails then go by SMTP. Emails already waiting to go through this Gmail fail.
         */
        delete: operations["GmailController_disconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List email templates (filters: q, category, type, isActive, id)
         * @description q matches name, subject or content, case-insensitively. Sort: id, name (default), category, type, isActive, createdAt, updatedAt. Every signed-in role reads templates.
         */
        get: operations["EmailTemplatesController_list"];
        put?: never;
        /**
         * Create a manual email template
         * @description Name, subject and content are required ('Missing information: Please fill in all required fields.'); the category defaults to welcome. Names are unique whatever their case and need a letter. Admins and staff; manual templates only (automated: 403 'Automated templates are managed in the backend').
         */
        post: operations["EmailTemplatesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One email template, by id or by name (ids are numeric; a name such as quote-saved or application-submitted answers the automated template of that name) */
        get: operations["EmailTemplatesController_get"];
        /**
         * Change a manual email template (as PATCH)
         * @description Admins and staff; manual templates only (automated: 403 'Automated templates are managed in the backend').
         */
        put: operations["EmailTemplatesController_replace"];
        post?: never;
        /**
         * Deactivate a manual email template
         * @description DELETE deactivates (isActive false), never erases: the emails sent with it keep naming it. Admins and staff; manual templates only (automated: 403 'Automated templates are managed in the backend').
         */
        delete: operations["EmailTemplatesController_deactivate"];
        options?: never;
        head?: never;
        /**
         * Change a manual email template (isActive false deactivates it, true brings it back)
         * @description Admins and staff; manual templates only (automated: 403 'Automated templates are managed in the backend').
         */
        patch: operations["EmailTemplatesController_update"];
        trace?: never;
    };
    "/api/crm/email-templates/{id}/automation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch an automated email on or off (admins)
         * @description isActive false: the product no longer sends it at its moment (sentWhen); true: it is sent again. Written to the audit trail with the old and new value. Switching to the state it already has changes nothing.
         */
        patch: operations["EmailTemplatesController_switchAutomation"];
        trace?: never;
    };
    "/api/crm/email-templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A template rendered with sample values
         * @description Placeholders filled with the preview samples (John, Sample Business Ltd, Retail Store, the signed-in user as sender, Sample Provider's Smart Terminal, MC123456, £45.50 / £546.00), or with one customer's values when businessProfileId is given (partners: their own customers; any other answers 404). Values are HTML-escaped in an HTML template.
         */
        post: operations["EmailTemplatesController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/emails/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email to a customer
         * @description The server fills the placeholders {{firstName}} (the customer's latest lead), {{businessName}}, {{businessType}} and {{senderName}} (the signed-in user) in the subject and content, HTML-escaped when the content is an HTML document. An HTML document is sanitised before it is stored and sent: scripts, event-handler attributes, javascript: and other unsafe links, frames, objects, forms, style blocks and styles that load anything are removed; formatting, links, lists, tables and images (https or inline data) are kept. Stored with its status (queued, then sent; refused sends are retried with backoff) and written to the customer's activity, which moves its last activity; it goes from the sender's Gmail when connected, otherwise by SMTP (via). templateId (an active manual template) counts one use of it. Recipient, subject and content are required ('Missing information: Please fill in all required fields.', with missingFields). Partners: only their own provider's customers (any other answers 404), and only to the email address of one of the customer's leads for their own provider (any other recipient answers 400). Each user may send RATE_LIMIT_EMAIL_SENDS emails an hour (default 50); past that, 429 and nothing is stored.
         */
        post: operations["EmailsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save Progress: stores the wizard state for 30 days and emails a resume link to the address
         * @description The link is {PUBLIC_URL or this site}/comparison-tool?resume={token}; the token is only emailed, never answered or stored in plain. A state naming a business profile (businessData.id) needs that profile's owner session id (404 otherwise); session ids in the state are not stored. One address receives at most 10 automated emails an hour (Save Progress and quote emails together): past that, 429.
         */
        post: operations["ProgressController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume from an emailed link: the saved wizard state (never the email address) and a fresh session id for its profile
         * @description The token travels in the body, so it never appears in a URL or a log. Each resume rotates the profile's session secret: whoever held the old one loses access.
         */
        post: operations["ProgressController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renewal-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to be reminded before the current contract or terminal lease ends (explicit consent, stored with its wording and time)
         * @description The profile's owner session only. The reminder is emailed once, 6 weeks before the end date, with a fresh comparison of the saved figures and a link that reopens the wizard at the results; a confirmation with a withdrawal link is emailed now. A newer request replaces the profile's pending reminder.
         */
        post: operations["RenewalRemindersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renewal-reminders/by-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a renewal reminder by the single-use link of a quote email (no visitor session needed)
         * @description The link's token travels in the body, never in a logged URL; it works once, for 90 days after the email. The reminder is for the application's business profile and email address, with the consent stored as POST /api/renewal-reminders stores it, and replaces the profile's pending reminder. A confirmation with a withdrawal link is emailed.
         */
        post: operations["RenewalRemindersController_createByLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renewal-reminders/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the consent to a renewal reminder by the token of the link in its emails
         * @description The token travels in the body, never in a logged URL; the link works once. A pending reminder is then never sent.
         */
        post: operations["RenewalRemindersController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analyze-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a card statement (PDF, JPG, PNG; 10 MB at most) and answer the figures found
         * @description The file type is judged by its content. PDFs are read from their text layer (scans are OCR'd); images are OCR'd. The file is held in memory for the request only and never stored. One upload per client at a time; reading runs in bounded queues with deadlines and stops when the client goes away.
         */
        post: operations["StatementsController_analyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/admin/system-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System statistics (the admin console's eight cards and the administration page's health figures), from real data */
        get: operations["SystemStatsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/data-retention/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data retention: totals, what qualifies for deletion now, the policy and the next daily run */
        get: operations["RetentionController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/retention/scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retention records, soonest deletion first (simple-rest; filters status, id) */
        get: operations["RetentionController_scheduled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/data-retention/cleanup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the daily data-retention job now: schedule, delete the due customers, purge old audit entries, tracking events and emails */
        post: operations["RetentionController_cleanup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (checks nothing else, so a database outage never restarts it) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers, and Redis when REDIS_URL is set; 503 with the failing checks otherwise */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's public identity: name, phone, address, support email and the tier links
         * @description Read at run time from the COMPANY_* variables, so one build of the public site serves any company.
         */
        get: operations["CompanyController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first (filters: tableName, recordId, crmUserId, action, id, dateFrom / dateTo (YYYY-MM-DD, UK days, both included), since (an ISO date-time with its zone: the last 24 hours are since=now-24h)). Entries are kept 12 months. */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's audit history, newest first (same filters: tableName, recordId, crmUserId, action, id, dateFrom / dateTo (YYYY-MM-DD, UK days, both included), since (an ISO date-time with its zone: the last 24 hours are since=now-24h)) */
        get: operations["AuditController_forProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/{providerId}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's webhook (URL and when its secret was made; never the secret). A partner reads only its own provider's. */
        get: operations["WebhooksController_get"];
        /**
         * Set a provider's webhook URL. The first time, a signing secret (whsec_...) is made and shown in this answer only.
         * @description Each new lead for the provider and each status change on it is then POSTed there as JSON signed as Standard Webhooks describes (webhook-id, webhook-timestamp, webhook-signature headers), retried with exponential backoff for 24 hours. A partner sets only its own provider’s.
         */
        put: operations["WebhooksController_set"];
        post?: never;
        /** Remove a provider's webhook: nothing more is sent to it (deliveries still waiting fail at their next attempt) */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/providers/{providerId}/webhook/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new signing secret, shown in this answer only; the previous one keeps signing beside it (two signatures in the header) for 24 hours */
        post: operations["WebhooksController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/webhook-deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (same webhook-id, new signature), starting a new 24 hours of retries; answers it after that attempt */
        post: operations["WebhooksController_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActivityAttachmentDto: {
            /** @example 3 */
            id: number;
            /** @example 7 */
            activityId: number;
            /**
             * @description The name the file was uploaded with
             * @example signed-application.pdf
             */
            fileName: string;
            /**
             * @description From the content, not the name
             * @enum {string}
             */
            contentType: "application/pdf" | "image/png" | "image/jpeg";
            /**
             * @description Bytes
             * @example 48213
             */
            size: number;
            /**
             * @description Where a signed-in user who may see the customer downloads it (never a public address)
             * @example /api/crm/activities/7/attachments/3
             */
            url: string;
            /** @description Who attached it */
            crmUserId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        ActivityViewDto: {
            /** @example 7 */
            id: number;
            businessProfileId: string;
            /** @enum {string} */
            type: "call" | "email" | "note" | "system";
            /** @example Phone call */
            subject: string | null;
            description: string | null;
            /** @description The same text as description (the back-office reads either) */
            notes: string | null;
            /** @example successful */
            outcome: string | null;
            /** @description Seconds */
            duration: number | null;
            attachments: string[] | null;
            /** @description Files attached to the call or note, oldest first */
            files: components["schemas"]["ActivityAttachmentDto"][];
            emailData: {
                [key: string]: unknown;
            } | null;
            /** @description Who logged it (null: the product) */
            crmUserId: number | null;
            /** @description That user's name */
            crmUserName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateActivityDto: {
            /** @description The customer (business profile) id */
            businessProfileId: string;
            /** @enum {string} */
            type: "call" | "note";
            /** @description Default: 'Phone call' or 'Note' */
            subject?: string | null;
            /** @description The call notes or the note; required (description is accepted instead) */
            notes?: string | null;
            /** @description Another name for notes (used when notes is not sent) */
            description?: string | null;
            /**
             * @description Calls only; default successful
             * @enum {string|null}
             */
            outcome?: "successful" | "unsuccessful" | "no_answer" | "rescheduled" | "completed" | null;
            /** @description Calls only: seconds */
            duration?: number | null;
        };
        TaskCustomerDto: {
            /** @example The Corner Shop */
            businessName: string | null;
        };
        TaskViewDto: {
            /** @example 42 */
            id: number;
            /** @example Call back about the terminal */
            title: string;
            description: string | null;
            /** @enum {string} */
            type: "follow_up" | "callback" | "meeting" | "general";
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            /**
             * @description Stored status; a pending task past its due date has isOverdue true
             * @enum {string}
             */
            status: "pending" | "completed";
            /** Format: date-time */
            dueDate: string;
            /** @enum {string|null} */
            outcome: "successful" | "unsuccessful" | "no_answer" | "rescheduled" | "completed" | null;
            notes: string | null;
            /** @example 15 */
            reminderMinutes: number;
            businessProfileId: string | null;
            assignedToCrmUserId: number | null;
            createdByCrmUserId: number | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Pending and due before now */
            isOverdue: boolean;
            /** @description Whether the signed-in user may change or complete it: admins and staff any task; a partner only one it created or holds (a colleague's is read-only) */
            canChange: boolean;
            /** @description Whether the signed-in user may delete it: its creator, or an admin */
            canDelete: boolean;
            /** @description The assignee's name */
            assignedTo: string | null;
            businessProfile: components["schemas"]["TaskCustomerDto"] | null;
        };
        CreateTaskDto: {
            /** @example Call back about the terminal */
            title: string;
            description?: string | null;
            /**
             * @default general
             * @enum {string}
             */
            type?: "follow_up" | "callback" | "meeting" | "general";
            /**
             * @description The back-office offers low, medium and high; urgent is accepted too
             * @default medium
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /**
             * Format: date-time
             * @description ISO 8601 with its zone; without a zone (2026-11-25T14:30) it is UK time. At most 5 years ahead ('dueDate can be at most 5 years ahead')
             * @example 2026-11-25T14:30:00Z
             */
            dueDate: string;
            /**
             * @description Minutes before the due time that the assignee is emailed
             * @default 15
             */
            reminderMinutes?: number;
            /** @description The customer (business profile) id; none for a personal task */
            businessProfileId?: string | null;
            /** @description Staff and partners: only themselves. Admins: any active user. Left out: the signed-in user (on create) */
            assignedToCrmUserId?: number | null;
            /**
             * @description A new task is always pending (the back-office sends it)
             * @enum {string}
             */
            status?: "pending";
            /** @description Ignored: the creator is always the signed-in user (the back-office sends it) */
            createdByCrmUserId?: number | null;
        };
        UpdateTaskDto: {
            /** @example Call back about the terminal */
            title?: string;
            description?: string | null;
            /**
             * @default general
             * @enum {string}
             */
            type?: "follow_up" | "callback" | "meeting" | "general";
            /**
             * @description The back-office offers low, medium and high; urgent is accepted too
             * @default medium
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /**
             * Format: date-time
             * @description ISO 8601 with its zone; without a zone (2026-11-25T14:30) it is UK time. At most 5 years ahead ('dueDate can be at most 5 years ahead')
             * @example 2026-11-25T14:30:00Z
             */
            dueDate?: string;
            /**
             * @description Minutes before the due time that the assignee is emailed
             * @default 15
             */
            reminderMinutes?: number;
            /** @description The customer (business profile) id; none for a personal task */
            businessProfileId?: string | null;
            /** @description Staff and partners: only themselves. Admins: any active user. Left out: the signed-in user (on create) */
            assignedToCrmUserId?: number | null;
        };
        CompleteTaskDto: {
            /** @enum {string} */
            outcome: "successful" | "unsuccessful" | "no_answer" | "rescheduled" | "completed";
            notes?: string | null;
        };
        UserViewDto: {
            id: number;
            name: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "staff" | "partner";
            isActive: boolean;
            hasGoogleIntegration: boolean;
            /** @description Invited and has not set a password yet (cannot sign in until they do) */
            invitationPending: boolean;
            /** Format: date-time */
            lastLogin: string | null;
            providerId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateUserDto: {
            /** @example Jane Smith */
            name: string;
            /** @example jane@example.co.uk */
            email: string;
            /**
             * @default staff
             * @enum {string}
             */
            role: "admin" | "staff" | "partner";
            /**
             * @description Leave out (or empty) to invite the user: they are emailed a link to set their own password (single use, 72 hours)
             * @example a-long-passphrase
             */
            password?: string | "";
            /** @description Required for partners: the provider whose customers they see */
            providerId?: number | null;
            /** @default true */
            isActive?: boolean;
        };
        InvitationSentDto: {
            /** @description Where the invitation went */
            email: string;
            /**
             * Format: date-time
             * @description When the new link stops working (72 hours)
             */
            expiresAt: string;
        };
        UpdateUserDto: {
            name?: string;
            email?: string;
            /** @enum {string} */
            role?: "admin" | "staff" | "partner";
            /** @description Leave out (or empty) to keep the current password */
            password?: string | "";
            /** @description Your current password: required with `password` when you change your own password */
            currentPassword?: string;
            providerId?: number | null;
            isActive?: boolean;
        };
        LoginDto: {
            /** @example admin@example.co.uk */
            email: string;
            /** @example correct horse battery staple */
            password: string;
        };
        CurrentUserDto: {
            id: number;
            name: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "staff" | "partner";
            /** @description Set for partners */
            providerId: number | null;
        };
        LoginResponseDto: {
            /** @example true */
            success: boolean;
            user: components["schemas"]["CurrentUserDto"];
        };
        PasswordResetRequestDto: {
            /** @example jane@example.co.uk */
            email: string;
        };
        PasswordResetRequestedDto: {
            message: string;
        };
        AccountLinkTokenDto: {
            /** @description The token of the emailed link (its ?token=) */
            token: string;
        };
        AccountLinkViewDto: {
            /**
             * @description invite: a first password; reset: a new one
             * @enum {string}
             */
            purpose: "invite" | "reset";
            email: string;
            /** Format: date-time */
            expiresAt: string;
        };
        SetPasswordDto: {
            /** @description The token of the emailed link (its ?token=) */
            token: string;
            /** @example a-long-passphrase */
            password: string;
        };
        PasswordSetDto: {
            /** @example true */
            success: boolean;
            /** @enum {string} */
            purpose: "invite" | "reset";
            /** @description The account whose password was set (to sign in with) */
            email: string;
        };
        ProviderViewDto: {
            /** @example 7 */
            id: number;
            /** @example Dojo */
            name: string;
            /** @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp */
            logo: string | null;
            /**
             * @description live only with a data-quality score of 100; draft below; inactive when withdrawn
             * @enum {string}
             */
            status: "live" | "draft" | "inactive";
            /**
             * @description Share of the 17 required fields filled in, 0-100
             * @example 94
             */
            dataQualityScore: number;
            /**
             * @description Required fields still empty (they keep the provider from going live)
             * @example [
             *       "trustpilotRating"
             *     ]
             */
            missingFields: ("name" | "supportLocation" | "escalationPoint" | "contractTermMonths" | "debitFeeMin" | "debitFeeMax" | "creditFeeMin" | "creditFeeMax" | "authorizationFee" | "monthlyMinimumFee" | "terminalRentalMin" | "terminalRentalMax" | "deliveryDays" | "paymentTypes" | "connectionMethods" | "merchantCompareRating" | "trustpilotRating")[];
            /**
             * @description Share of the 6 summary-box terms stated, 0-100 (not a live gate: the terms not stated read 'not stated' in a quote's summary box)
             * @example 50
             */
            summaryTermsScore: number;
            /**
             * @description Summary-box terms not stated
             * @example [
             *       "exitFee",
             *       "otherMonthlyFees"
             *     ]
             */
            missingSummaryTerms: ("noticePeriodDays" | "exitFee" | "terminalLeaseMonths" | "settlementTime" | "supportHours" | "otherMonthlyFees")[];
            /**
             * @description Goes up by one on every change
             * @example 3
             */
            dataVersion: number;
            supportLocation: string | null;
            escalationPoint: string | null;
            /** @description Months */
            contractTermMonths: number | null;
            deliveryDays: string | null;
            /** @description Days of notice to leave the contract */
            noticePeriodDays: number | null;
            /** @description £ for leaving before the contract ends */
            exitFee: number | null;
            /** @description Months */
            terminalLeaseMonths: number | null;
            settlementTime: string | null;
            supportHours: string | null;
            /** @description £ a month of other fixed fees (null: not stated) */
            otherMonthlyFees: number | null;
            /** @description What the other monthly fees are */
            otherMonthlyFeesLabel: string | null;
            /** @description Percent */
            debitFeeMin: number | null;
            /** @description Percent */
            debitFeeMax: number | null;
            /** @description Percent */
            creditFeeMin: number | null;
            /** @description Percent */
            creditFeeMax: number | null;
            /** @description Pence */
            authorizationFee: number | null;
            /** @description £ */
            monthlyMinimumFee: number | null;
            /** @description £ */
            setupFee: number | null;
            /** @description £ a month */
            terminalRentalMin: number | null;
            /** @description £ a month */
            terminalRentalMax: number | null;
            paymentTypes: string | null;
            connectionMethods: string | null;
            eposIntegration: boolean;
            merchantCompareRating: number | null;
            trustpilotRating: number | null;
            trustpilotUrl: string | null;
            companyDescription: string | null;
            features: string[] | null;
            paymentGateways: string[] | null;
            ecommercePlatforms: string[] | null;
            eposSystems: string[] | null;
            apiIntegrations: string[] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProviderWithScoresDto: {
            /** @example 7 */
            id: number;
            /** @example Dojo */
            name: string;
            /** @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp */
            logo: string | null;
            /**
             * @description live only with a data-quality score of 100; draft below; inactive when withdrawn
             * @enum {string}
             */
            status: "live" | "draft" | "inactive";
            /**
             * @description Share of the 17 required fields filled in, 0-100
             * @example 94
             */
            dataQualityScore: number;
            /**
             * @description Required fields still empty (they keep the provider from going live)
             * @example [
             *       "trustpilotRating"
             *     ]
             */
            missingFields: ("name" | "supportLocation" | "escalationPoint" | "contractTermMonths" | "debitFeeMin" | "debitFeeMax" | "creditFeeMin" | "creditFeeMax" | "authorizationFee" | "monthlyMinimumFee" | "terminalRentalMin" | "terminalRentalMax" | "deliveryDays" | "paymentTypes" | "connectionMethods" | "merchantCompareRating" | "trustpilotRating")[];
            /**
             * @description Share of the 6 summary-box terms stated, 0-100 (not a live gate: the terms not stated read 'not stated' in a quote's summary box)
             * @example 50
             */
            summaryTermsScore: number;
            /**
             * @description Summary-box terms not stated
             * @example [
             *       "exitFee",
             *       "otherMonthlyFees"
             *     ]
             */
            missingSummaryTerms: ("noticePeriodDays" | "exitFee" | "terminalLeaseMonths" | "settlementTime" | "supportHours" | "otherMonthlyFees")[];
            /**
             * @description Goes up by one on every change
             * @example 3
             */
            dataVersion: number;
            supportLocation: string | null;
            escalationPoint: string | null;
            /** @description Months */
            contractTermMonths: number | null;
            deliveryDays: string | null;
            /** @description Days of notice to leave the contract */
            noticePeriodDays: number | null;
            /** @description £ for leaving before the contract ends */
            exitFee: number | null;
            /** @description Months */
            terminalLeaseMonths: number | null;
            settlementTime: string | null;
            supportHours: string | null;
            /** @description £ a month of other fixed fees (null: not stated) */
            otherMonthlyFees: number | null;
            /** @description What the other monthly fees are */
            otherMonthlyFeesLabel: string | null;
            /** @description Percent */
            debitFeeMin: number | null;
            /** @description Percent */
            debitFeeMax: number | null;
            /** @description Percent */
            creditFeeMin: number | null;
            /** @description Percent */
            creditFeeMax: number | null;
            /** @description Pence */
            authorizationFee: number | null;
            /** @description £ */
            monthlyMinimumFee: number | null;
            /** @description £ */
            setupFee: number | null;
            /** @description £ a month */
            terminalRentalMin: number | null;
            /** @description £ a month */
            terminalRentalMax: number | null;
            paymentTypes: string | null;
            connectionMethods: string | null;
            eposIntegration: boolean;
            merchantCompareRating: number | null;
            trustpilotRating: number | null;
            trustpilotUrl: string | null;
            companyDescription: string | null;
            features: string[] | null;
            paymentGateways: string[] | null;
            ecommercePlatforms: string[] | null;
            eposSystems: string[] | null;
            apiIntegrations: string[] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example 3 */
            terminalCount: number;
            /** @example 2 */
            liveTerminalCount: number;
            /**
             * @description Mean of its terminals' data-quality scores, rounded; null without terminals
             * @example 92
             */
            averageTerminalScore: number | null;
        };
        NewProviderDto: {
            /**
             * @description An uploaded logo of the gallery, or null; uploading sets it too
             * @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            logo?: string | null;
            /** @example UK */
            supportLocation?: string | null;
            /** @example Complaints team, then the Financial Ombudsman Service */
            escalationPoint?: string | null;
            /**
             * @description Months (0: no fixed term)
             * @example 12
             * @enum {number|null}
             */
            contractTermMonths?: 0 | 12 | 18 | 24 | 36 | null;
            /** @example 1-2 days */
            deliveryDays?: string | null;
            /**
             * @description Days of notice to leave the contract
             * @example 30
             */
            noticePeriodDays?: number | null;
            /**
             * @description Exit fee for leaving before the contract ends (0: none), pounds and pence
             * @example 0
             */
            exitFee?: number | null;
            /**
             * @description Months a terminal lease runs
             * @example 18
             */
            terminalLeaseMonths?: number | null;
            /** @example Next working day */
            settlementTime?: string | null;
            /** @example Mon-Fri 8am-8pm, Sat 9am-5pm */
            supportHours?: string | null;
            /**
             * @description Other fixed fees a month (PCI compliance, service or account fees; 0: none), pounds and pence
             * @example 4.5
             */
            otherMonthlyFees?: number | null;
            /** @example PCI compliance */
            otherMonthlyFeesLabel?: string | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 0.3
             */
            debitFeeMin?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 1.75
             */
            debitFeeMax?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 0.85
             */
            creditFeeMin?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 1.95
             */
            creditFeeMax?: number | null;
            /**
             * @description Pence per authorisation
             * @example 2.5
             */
            authorizationFee?: number | null;
            /**
             * @description Monthly minimum, pounds and pence
             * @example 15
             */
            monthlyMinimumFee?: number | null;
            /**
             * @description Set-up fee, pounds and pence
             * @example 0
             */
            setupFee?: number | null;
            /**
             * @description Lowest terminal rental a month, pounds and pence
             * @example 19.95
             */
            terminalRentalMin?: number | null;
            /**
             * @description Highest terminal rental a month; not below terminalRentalMin, pounds and pence
             * @example 34.99
             */
            terminalRentalMax?: number | null;
            /** @example All cards + digital wallets */
            paymentTypes?: string | null;
            /** @example All connectivity options */
            connectionMethods?: string | null;
            eposIntegration?: boolean;
            /**
             * @description A whole number from 1 to 5
             * @example 4
             */
            merchantCompareRating?: number | null;
            /**
             * @description 1.0 to 5.0, one decimal place
             * @example 4.3
             */
            trustpilotRating?: number | null;
            /** @example https://uk.trustpilot.com/review/example.co.uk */
            trustpilotUrl?: string | null;
            companyDescription?: string | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            features?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            paymentGateways?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            ecommercePlatforms?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            eposSystems?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            apiIntegrations?: string[] | null;
            /**
             * @description live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.
             * @enum {string}
             */
            status?: "live" | "draft" | "inactive";
            /** @example Acme Payments */
            name: string;
        };
        NewTerminalDto: {
            /**
             * @description An uploaded terminal image of the gallery, or null; uploading sets it too
             * @example /uploads/terminal-images/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            imageUrl?: string | null;
            /**
             * @description Pounds and pence a month
             * @example 24.95
             */
            monthlyRental?: number | null;
            /**
             * @description Pounds and pence, one-off
             * @example 49
             */
            setupFee?: number | null;
            description?: string | null;
            detailedDescription?: string | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            connectivity?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            features?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            specialFeatures?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            suitableFor?: string[] | null;
            isRecommended?: boolean;
            hasHigherTransactionFees?: boolean;
            /** @description Pounds of card sales a month above which the terminal is not recommended */
            maxRecommendedMonthlyVolume?: number | null;
            /** @example Standard rates */
            transactionFeeStructure?: string | null;
            lowVolumeWarning?: string | null;
            /**
             * @description live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.
             * @enum {string}
             */
            status?: "live" | "draft" | "inactive";
            /** @example PAX A920 Pro */
            name: string;
            /**
             * @description Back-office labels: Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)
             * @enum {string}
             */
            type: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
        };
        CreateProviderWithTerminalsDto: {
            provider: components["schemas"]["NewProviderDto"];
            /** @default [] */
            terminals?: components["schemas"]["NewTerminalDto"][];
            /** @description Why: kept with the audit entries */
            reason?: string | null;
        };
        ProviderCreatedDto: {
            /** @example 31 */
            providerId: number;
            /** @example Acme Payments */
            providerName: string;
            /** @example 2 */
            terminalsCreated: number;
            /** @example 88 */
            dataQualityScore: number;
            /**
             * @description live when complete, else draft (or inactive when asked for)
             * @example draft
             * @enum {string}
             */
            status: "live" | "draft" | "inactive";
        };
        UpdateProviderDto: {
            /** @example Acme Payments */
            name?: string;
            /**
             * @description An uploaded logo of the gallery, or null; uploading sets it too
             * @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            logo?: string | null;
            /** @example UK */
            supportLocation?: string | null;
            /** @example Complaints team, then the Financial Ombudsman Service */
            escalationPoint?: string | null;
            /**
             * @description Months (0: no fixed term)
             * @example 12
             * @enum {number|null}
             */
            contractTermMonths?: 0 | 12 | 18 | 24 | 36 | null;
            /** @example 1-2 days */
            deliveryDays?: string | null;
            /**
             * @description Days of notice to leave the contract
             * @example 30
             */
            noticePeriodDays?: number | null;
            /**
             * @description Exit fee for leaving before the contract ends (0: none), pounds and pence
             * @example 0
             */
            exitFee?: number | null;
            /**
             * @description Months a terminal lease runs
             * @example 18
             */
            terminalLeaseMonths?: number | null;
            /** @example Next working day */
            settlementTime?: string | null;
            /** @example Mon-Fri 8am-8pm, Sat 9am-5pm */
            supportHours?: string | null;
            /**
             * @description Other fixed fees a month (PCI compliance, service or account fees; 0: none), pounds and pence
             * @example 4.5
             */
            otherMonthlyFees?: number | null;
            /** @example PCI compliance */
            otherMonthlyFeesLabel?: string | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 0.3
             */
            debitFeeMin?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 1.75
             */
            debitFeeMax?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 0.85
             */
            creditFeeMin?: number | null;
            /**
             * @description Percent of the sale, 0 to 5
             * @example 1.95
             */
            creditFeeMax?: number | null;
            /**
             * @description Pence per authorisation
             * @example 2.5
             */
            authorizationFee?: number | null;
            /**
             * @description Monthly minimum, pounds and pence
             * @example 15
             */
            monthlyMinimumFee?: number | null;
            /**
             * @description Set-up fee, pounds and pence
             * @example 0
             */
            setupFee?: number | null;
            /**
             * @description Lowest terminal rental a month, pounds and pence
             * @example 19.95
             */
            terminalRentalMin?: number | null;
            /**
             * @description Highest terminal rental a month; not below terminalRentalMin, pounds and pence
             * @example 34.99
             */
            terminalRentalMax?: number | null;
            /** @example All cards + digital wallets */
            paymentTypes?: string | null;
            /** @example All connectivity options */
            connectionMethods?: string | null;
            eposIntegration?: boolean;
            /**
             * @description A whole number from 1 to 5
             * @example 4
             */
            merchantCompareRating?: number | null;
            /**
             * @description 1.0 to 5.0, one decimal place
             * @example 4.3
             */
            trustpilotRating?: number | null;
            /** @example https://uk.trustpilot.com/review/example.co.uk */
            trustpilotUrl?: string | null;
            companyDescription?: string | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            features?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            paymentGateways?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            ecommercePlatforms?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            eposSystems?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            apiIntegrations?: string[] | null;
            /**
             * @description live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.
             * @enum {string}
             */
            status?: "live" | "draft" | "inactive";
            /** @description Why: kept with the audit entry */
            reason?: string | null;
        };
        AddTerminalDto: {
            /**
             * @description An uploaded terminal image of the gallery, or null; uploading sets it too
             * @example /uploads/terminal-images/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            imageUrl?: string | null;
            /**
             * @description Pounds and pence a month
             * @example 24.95
             */
            monthlyRental?: number | null;
            /**
             * @description Pounds and pence, one-off
             * @example 49
             */
            setupFee?: number | null;
            description?: string | null;
            detailedDescription?: string | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            connectivity?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            features?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            specialFeatures?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            suitableFor?: string[] | null;
            isRecommended?: boolean;
            hasHigherTransactionFees?: boolean;
            /** @description Pounds of card sales a month above which the terminal is not recommended */
            maxRecommendedMonthlyVolume?: number | null;
            /** @example Standard rates */
            transactionFeeStructure?: string | null;
            lowVolumeWarning?: string | null;
            /**
             * @description live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.
             * @enum {string}
             */
            status?: "live" | "draft" | "inactive";
            /** @example PAX A920 Pro */
            name: string;
            /**
             * @description Back-office labels: Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)
             * @enum {string}
             */
            type: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
            /** @description Why: kept with the audit entry */
            reason?: string | null;
        };
        TerminalAdminViewDto: {
            /** @example 41 */
            id: number;
            /** @example 7 */
            providerId: number;
            /** @example Dojo Go */
            name: string;
            /** @enum {string} */
            type: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
            /** @enum {string} */
            status: "live" | "draft" | "inactive";
            description: string | null;
            detailedDescription: string | null;
            imageUrl: string | null;
            /**
             * @description £ one-off
             * @example 0
             */
            setupFee: number | null;
            /**
             * @description £ a month
             * @example 19.95
             */
            monthlyRental: number | null;
            /**
             * @example [
             *       "wifi",
             *       "4g"
             *     ]
             */
            connectivity: string[] | null;
            features: string[] | null;
            suitableFor: string[] | null;
            specialFeatures: string[] | null;
            isRecommended: boolean;
            hasHigherTransactionFees: boolean;
            /** @description £ a month */
            maxRecommendedMonthlyVolume: number | null;
            lowVolumeWarning: string | null;
            /** @example Standard rates */
            transactionFeeStructure: string | null;
            /** @example Dojo */
            providerName: string;
            /**
             * @description Share of its 8 required fields filled in, 0-100
             * @example 88
             */
            dataQualityScore: number;
            /**
             * @description Required fields still empty
             * @example [
             *       "specialFeatures"
             *     ]
             */
            missingFields: ("name" | "type" | "monthlyRental" | "setupFee" | "features" | "connectivity" | "specialFeatures" | "suitableFor")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UpdateTerminalDto: {
            /** @example PAX A920 Pro */
            name?: string;
            /**
             * @description Stored as these values; the back-office labels are Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)
             * @enum {string}
             */
            type?: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
            /**
             * @description An uploaded terminal image of the gallery, or null; uploading sets it too
             * @example /uploads/terminal-images/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            imageUrl?: string | null;
            /**
             * @description Pounds and pence a month
             * @example 24.95
             */
            monthlyRental?: number | null;
            /**
             * @description Pounds and pence, one-off
             * @example 49
             */
            setupFee?: number | null;
            description?: string | null;
            detailedDescription?: string | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            connectivity?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            features?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            specialFeatures?: string[] | null;
            /** @description Up to 30 different texts of 1 to 80 characters */
            suitableFor?: string[] | null;
            isRecommended?: boolean;
            hasHigherTransactionFees?: boolean;
            /** @description Pounds of card sales a month above which the terminal is not recommended */
            maxRecommendedMonthlyVolume?: number | null;
            /** @example Standard rates */
            transactionFeeStructure?: string | null;
            lowVolumeWarning?: string | null;
            /**
             * @description live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.
             * @enum {string}
             */
            status?: "live" | "draft" | "inactive";
            /** @description Why: kept with the audit entry */
            reason?: string | null;
        };
        TerminalViewDto: {
            /** @example 41 */
            id: number;
            /** @example 7 */
            providerId: number;
            /** @example Dojo Go */
            name: string;
            /** @enum {string} */
            type: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
            /** @enum {string} */
            status: "live" | "draft" | "inactive";
            description: string | null;
            detailedDescription: string | null;
            imageUrl: string | null;
            /**
             * @description £ one-off
             * @example 0
             */
            setupFee: number | null;
            /**
             * @description £ a month
             * @example 19.95
             */
            monthlyRental: number | null;
            /**
             * @example [
             *       "wifi",
             *       "4g"
             *     ]
             */
            connectivity: string[] | null;
            features: string[] | null;
            suitableFor: string[] | null;
            specialFeatures: string[] | null;
            isRecommended: boolean;
            hasHigherTransactionFees: boolean;
            /** @description £ a month */
            maxRecommendedMonthlyVolume: number | null;
            lowVolumeWarning: string | null;
            /** @example Standard rates */
            transactionFeeStructure: string | null;
        };
        UploadedImageDto: {
            /**
             * @description Generated; the client's file name is never used
             * @example 6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            filename: string;
            /**
             * @description Now the provider's logo or the terminal's imageUrl
             * @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            url: string;
            /** @enum {string} */
            type: "logo" | "terminal-image";
            /**
             * @description Bytes stored
             * @example 5120
             */
            size: number;
            /** @example 200 */
            width: number;
            /** @example 64 */
            height: number;
            /**
             * @description The provider or terminal updated
             * @example 7
             */
            recordId: number;
        };
        ImageUseDto: {
            /** @enum {string} */
            type: "provider" | "terminal";
            id: number;
            /** @example Dojo */
            name: string;
        };
        GalleryImageDto: {
            /**
             * @description The file name (unique across both folders), for react-admin
             * @example 6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp
             */
            id: string;
            /** @example 6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp */
            filename: string;
            /** @example /uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp */
            url: string;
            /** @enum {string} */
            type: "logo" | "terminal-image";
            /**
             * @description Bytes
             * @example 5120
             */
            size: number;
            /** Format: date-time */
            lastModified: string;
            /** @description Shown by a provider or terminal: it cannot be deleted */
            inUse: boolean;
            usedBy: components["schemas"]["ImageUseDto"][];
        };
        CreateBusinessProfileDto: {
            /** @enum {string} */
            businessType: "retail" | "restaurant" | "online" | "trade";
            /** @example The Corner Café */
            businessName: string;
            /** @example food_beverage */
            businessSector: string;
            /** @enum {string} */
            paymentStatus: "new" | "existing" | "contract";
            /**
             * @description Monthly turnover in £ ("10,000" accepted)
             * @example 10000
             */
            monthlyTurnover?: (number | string) | null;
            /** @description £ amount when debit + credit > 100, else a percentage */
            debitCardVolume?: (number | string) | null;
            creditCardVolume?: (number | string) | null;
            corporateCardVolume?: (number | string) | null;
            transactionsPerMonth?: (number | string) | null;
            /** @example 25 */
            averageTransaction?: (number | string) | null;
            /** @example Worldpay */
            currentProvider?: string | null;
            /**
             * @example [
             *       "pdq",
             *       "online_gateway"
             *     ]
             */
            paymentMethods?: string[] | null;
            /**
             * @example [
             *       "standard_cards",
             *       "amex"
             *     ]
             */
            cardTypes?: string[] | null;
            /** @example gateway */
            needsIntegration?: string | null;
            integrationSpecific?: string | null;
            terminalTypePreference?: string | null;
            softwareIntegrationPrefs?: string[] | null;
            connectivityPreferences?: string[] | null;
            /** @example 1 */
            numberOfTerminals?: (number | string) | null;
            /** @example 1 */
            merchantAccounts?: (number | string) | null;
            /** @description Current total monthly cost in £ */
            currentTotalMonthlyCost?: (number | string) | null;
            /** @description % */
            currentDebitFee?: (number | string) | null;
            /** @description % */
            currentCreditFee?: (number | string) | null;
            /** @description % */
            currentCorporateCreditFee?: (number | string) | null;
            /** @description pence per authorisation */
            currentAuthFee?: (number | string) | null;
            /** @description % */
            currentCnpFee?: (number | string) | null;
            /** @description % */
            currentInternationalFee?: (number | string) | null;
            /** @description £ a month */
            currentMonthlyFees?: (number | string) | null;
            /** @description £ a month */
            currentTerminalRental?: (number | string) | null;
            /** @description £ a month */
            currentOtherFees?: (number | string) | null;
            /**
             * @description Personal share of credit, % (a number or [80])
             * @example 80
             */
            personalCorporateSplit?: (number | string | number[]) | null;
            /**
             * @description UK share, % (a number or [95])
             * @example 95
             */
            ukInternationalSplit?: (number | string | number[]) | null;
            /**
             * @description Face-to-face share, % (a number or [80])
             * @example 80
             */
            f2fCnpSplit?: (number | string | number[]) | null;
            /** @description The browser pricing shown to the visitor (stored as given; at most 64 KB as JSON) */
            calculatedPricing?: Record<string, unknown> | null;
            /**
             * @example {
             *       "total": 412.5,
             *       "source": "calculated_from_rates",
             *       "timestamp": "2026-11-22T10:00:00.000Z"
             *     }
             */
            step3CalculatedCurrentCost?: Record<string, unknown> | null;
            /**
             * Format: uuid
             * @description The visit's random session id (or the X-Session-Id header); needed again for every later call about the profile
             * @example 7b0c5a4e-3f0e-4a55-9d4b-0c1f1f3c2a11
             */
            sessionId?: string | null;
            /** @description Ignored on create */
            id?: (string | number | boolean | Record<string, unknown> | unknown[]) | null;
        };
        BusinessProfileViewDto: {
            /** @enum {string|null} */
            businessType: "retail" | "restaurant" | "online" | "trade" | null;
            businessName: string | null;
            businessSector: string | null;
            /** @enum {string|null} */
            paymentStatus: "new" | "existing" | "contract" | null;
            monthlyTurnover: number | null;
            debitCardVolume: number | null;
            creditCardVolume: number | null;
            corporateCardVolume: number | null;
            transactionsPerMonth: number | null;
            averageTransaction: number | null;
            currentProvider: string | null;
            paymentMethods: string[] | null;
            cardTypes: string[] | null;
            needsIntegration: string | null;
            integrationSpecific: string | null;
            terminalTypePreference: string | null;
            softwareIntegrationPrefs: string[] | null;
            connectivityPreferences: string[] | null;
            numberOfTerminals: number | null;
            merchantAccounts: number | null;
            currentTotalMonthlyCost: number | null;
            currentDebitFee: number | null;
            currentCreditFee: number | null;
            currentCorporateCreditFee: number | null;
            currentAuthFee: number | null;
            currentCnpFee: number | null;
            currentInternationalFee: number | null;
            currentMonthlyFees: number | null;
            currentTerminalRental: number | null;
            currentOtherFees: number | null;
            personalCorporateSplit: number | null;
            ukInternationalSplit: number | null;
            f2fCnpSplit: number | null;
            /** @description The browser pricing as the wizard stored it */
            calculatedPricing: {
                [key: string]: unknown;
            } | null;
            /**
             * @example {
             *       "total": 412.5,
             *       "source": "calculated_from_rates",
             *       "timestamp": "2026-11-22T10:00:00.000Z"
             *     }
             */
            step3CalculatedCurrentCost: {
                [key: string]: unknown;
            } | null;
            /** @example 0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44 */
            id: string;
            /** Format: date-time */
            lastActivityAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UpdateBusinessProfileDto: {
            /** @enum {string|null} */
            businessType?: "retail" | "restaurant" | "online" | "trade" | null;
            /** @example The Corner Café */
            businessName?: string | null;
            /** @example food_beverage */
            businessSector?: string | null;
            /** @enum {string|null} */
            paymentStatus?: "new" | "existing" | "contract" | null;
            /**
             * @description Monthly turnover in £ ("10,000" accepted)
             * @example 10000
             */
            monthlyTurnover?: (number | string) | null;
            /** @description £ amount when debit + credit > 100, else a percentage */
            debitCardVolume?: (number | string) | null;
            creditCardVolume?: (number | string) | null;
            corporateCardVolume?: (number | string) | null;
            transactionsPerMonth?: (number | string) | null;
            /** @example 25 */
            averageTransaction?: (number | string) | null;
            /** @example Worldpay */
            currentProvider?: string | null;
            /**
             * @example [
             *       "pdq",
             *       "online_gateway"
             *     ]
             */
            paymentMethods?: string[] | null;
            /**
             * @example [
             *       "standard_cards",
             *       "amex"
             *     ]
             */
            cardTypes?: string[] | null;
            /** @example gateway */
            needsIntegration?: string | null;
            integrationSpecific?: string | null;
            terminalTypePreference?: string | null;
            softwareIntegrationPrefs?: string[] | null;
            connectivityPreferences?: string[] | null;
            /** @example 1 */
            numberOfTerminals?: (number | string) | null;
            /** @example 1 */
            merchantAccounts?: (number | string) | null;
            /** @description Current total monthly cost in £ */
            currentTotalMonthlyCost?: (number | string) | null;
            /** @description % */
            currentDebitFee?: (number | string) | null;
            /** @description % */
            currentCreditFee?: (number | string) | null;
            /** @description % */
            currentCorporateCreditFee?: (number | string) | null;
            /** @description pence per authorisation */
            currentAuthFee?: (number | string) | null;
            /** @description % */
            currentCnpFee?: (number | string) | null;
            /** @description % */
            currentInternationalFee?: (number | string) | null;
            /** @description £ a month */
            currentMonthlyFees?: (number | string) | null;
            /** @description £ a month */
            currentTerminalRental?: (number | string) | null;
            /** @description £ a month */
            currentOtherFees?: (number | string) | null;
            /**
             * @description Personal share of credit, % (a number or [80])
             * @example 80
             */
            personalCorporateSplit?: (number | string | number[]) | null;
            /**
             * @description UK share, % (a number or [95])
             * @example 95
             */
            ukInternationalSplit?: (number | string | number[]) | null;
            /**
             * @description Face-to-face share, % (a number or [80])
             * @example 80
             */
            f2fCnpSplit?: (number | string | number[]) | null;
            /** @description The browser pricing shown to the visitor (stored as given; at most 64 KB as JSON) */
            calculatedPricing?: Record<string, unknown> | null;
            /**
             * @example {
             *       "total": 412.5,
             *       "source": "calculated_from_rates",
             *       "timestamp": "2026-11-22T10:00:00.000Z"
             *     }
             */
            step3CalculatedCurrentCost?: Record<string, unknown> | null;
            /**
             * Format: uuid
             * @description The session id that created the profile (or the X-Session-Id header)
             */
            sessionId?: string | null;
            /** @description Ignored (the id is in the path) */
            id?: (string | number | boolean | Record<string, unknown> | unknown[]) | null;
        };
        CompareProvidersDto: {
            /** @enum {string|null} */
            businessType?: "retail" | "restaurant" | "online" | "trade" | null;
            /** @example The Corner Café */
            businessName?: string | null;
            /** @example food_beverage */
            businessSector?: string | null;
            /** @enum {string|null} */
            paymentStatus?: "new" | "existing" | "contract" | null;
            /**
             * @description Monthly turnover in £ ("10,000" accepted)
             * @example 10000
             */
            monthlyTurnover?: (number | string) | null;
            /** @description £ amount when debit + credit > 100, else a percentage */
            debitCardVolume?: (number | string) | null;
            creditCardVolume?: (number | string) | null;
            corporateCardVolume?: (number | string) | null;
            transactionsPerMonth?: (number | string) | null;
            /** @example 25 */
            averageTransaction?: (number | string) | null;
            /** @example Worldpay */
            currentProvider?: string | null;
            /**
             * @example [
             *       "pdq",
             *       "online_gateway"
             *     ]
             */
            paymentMethods?: string[] | null;
            /**
             * @example [
             *       "standard_cards",
             *       "amex"
             *     ]
             */
            cardTypes?: string[] | null;
            /** @example gateway */
            needsIntegration?: string | null;
            integrationSpecific?: string | null;
            terminalTypePreference?: string | null;
            softwareIntegrationPrefs?: string[] | null;
            connectivityPreferences?: string[] | null;
            /** @example 1 */
            numberOfTerminals?: (number | string) | null;
            /** @example 1 */
            merchantAccounts?: (number | string) | null;
            /** @description Current total monthly cost in £ */
            currentTotalMonthlyCost?: (number | string) | null;
            /** @description % */
            currentDebitFee?: (number | string) | null;
            /** @description % */
            currentCreditFee?: (number | string) | null;
            /** @description % */
            currentCorporateCreditFee?: (number | string) | null;
            /** @description pence per authorisation */
            currentAuthFee?: (number | string) | null;
            /** @description % */
            currentCnpFee?: (number | string) | null;
            /** @description % */
            currentInternationalFee?: (number | string) | null;
            /** @description £ a month */
            currentMonthlyFees?: (number | string) | null;
            /** @description £ a month */
            currentTerminalRental?: (number | string) | null;
            /** @description £ a month */
            currentOtherFees?: (number | string) | null;
            /**
             * @description Personal share of credit, % (a number or [80])
             * @example 80
             */
            personalCorporateSplit?: (number | string | number[]) | null;
            /**
             * @description UK share, % (a number or [95])
             * @example 95
             */
            ukInternationalSplit?: (number | string | number[]) | null;
            /**
             * @description Face-to-face share, % (a number or [80])
             * @example 80
             */
            f2fCnpSplit?: (number | string | number[]) | null;
            /** @description The browser pricing shown to the visitor (stored as given; at most 64 KB as JSON) */
            calculatedPricing?: Record<string, unknown> | null;
            /**
             * @example {
             *       "total": 412.5,
             *       "source": "calculated_from_rates",
             *       "timestamp": "2026-11-22T10:00:00.000Z"
             *     }
             */
            step3CalculatedCurrentCost?: Record<string, unknown> | null;
            /** @description The business profile to record the quotes for */
            id?: string | null;
            /** @description Alias of id */
            businessProfileId?: string | null;
            /**
             * Format: uuid
             * @description The session that created the profile (or the X-Session-Id header); required when a profile is named
             */
            sessionId?: string | null;
        };
        CostBreakdownDto: {
            /**
             * @description Mean debit rate, percent, at most 2 decimal places
             * @example 0.48
             */
            debitRatePercent: number;
            /**
             * @description Mean personal credit rate, percent, at most 2 decimal places
             * @example 1.7
             */
            creditRatePercent: number;
            /**
             * @description Pence per transaction, at most 2 decimal places
             * @example 5
             */
            authorizationFeePence: number;
            /**
             * @description Transactions a month, a whole number
             * @example 667
             */
            transactions: number;
            /** @description £ a month before the monthly minimum */
            transactionFeesBeforeMinimum: number;
            isMinimumApplied: boolean;
            /** @description £ a month after the monthly minimum */
            transactionFees: number;
            numberOfTerminals: number;
            /** @description £ a month for one terminal */
            terminalRentalPerTerminal: number;
            /** @description £ a month for all terminals */
            terminalRental: number;
            /** @description £ a month: the provider's other fixed fees (0 when not stated) */
            otherMonthlyFees: number;
            /** @description £ one-off */
            setupFee: number;
            /** @description £ a month: transactionFees + terminalRental + otherMonthlyFees */
            total: number;
        };
        ComparedTerminalDto: {
            id: number;
            name: string;
            /** @enum {string} */
            type: "countertop" | "portable" | "mobile" | "smart" | "epos" | "gateway";
            monthlyRental: number;
            setupFee: number;
        };
        ComparedProviderDto: {
            id: number;
            name: string;
            logo: string | null;
            rank: number;
            isCheapest: boolean;
            isBestMatch: boolean;
            isTopChoice: boolean;
            /**
             * @example [
             *       "CHEAPEST",
             *       "BEST MATCH"
             *     ]
             */
            badges: string[];
            matchScore: number;
            supportLocation: string | null;
            deliveryDays: string | null;
            contractTermMonths: number | null;
            debitFeeMin: number;
            debitFeeMax: number;
            creditFeeMin: number;
            creditFeeMax: number;
            /** @description pence */
            authorizationFee: number;
            terminalRentalMin: number;
            terminalRentalMax: number;
            monthlyMinimumFee: number;
            setupFee: number;
            /** @description £ a month of other fixed fees (PCI compliance, service or account fees); 0 when not stated */
            otherMonthlyFees: number;
            /** @description £ a month */
            estimatedMonthlyCost: number;
            /** @description £ a year; negative is an additional cost */
            estimatedSavings: number;
            /** @description £ a month */
            monthlySavings: number;
            costBreakdown: components["schemas"]["CostBreakdownDto"];
            reasoning: string;
            merchantCompareRating: number | null;
            trustpilotRating: number | null;
            trustpilotUrl: string | null;
            features: string[];
            eposIntegration: boolean;
            recommendedTerminal: components["schemas"]["ComparedTerminalDto"] | null;
        };
        ComparisonResultDto: {
            providers: components["schemas"]["ComparedProviderDto"][];
            /** @example 412.5 */
            currentMonthlyCost: number;
            /** @enum {string} */
            currentCostSource: "total_cost_input" | "calculated_from_rates" | "market_defaults";
            /**
             * @description £ of card turnover a month the effective rates are taken on
             * @example 20000
             */
            cardTurnover: number;
            /**
             * @description What the visitor pays today as a percentage of card turnover, 2 decimal places
             * @example 2.25
             */
            currentEffectiveRatePercent: number | null;
        };
        SummaryBoxLineDto: {
            /** @enum {string} */
            key: "uk_debit" | "uk_credit" | "commercial" | "international" | "card_not_present" | "authorisation" | "minimum_top_up" | "terminal_rental" | "other_monthly_fees";
            /** @example UK debit cards */
            label: string;
            /** @enum {string} */
            basis: "percent" | "pence_per_transaction" | "per_terminal" | "fixed";
            /**
             * @description Percent or pence to at most 2 decimal places; £ a month per terminal for rental; null for a fixed amount
             * @example 0.48
             */
            rate: number | null;
            /**
             * @description £ of card volume (percent), whole transactions (pence), terminals (rental); null for a fixed amount
             * @example 7000
             */
            quantity: number | null;
            /**
             * @description £ a month, to the penny
             * @example 33.6
             */
            amount: number;
        };
        SummaryBoxFeeDto: {
            /** @enum {string} */
            key: "setup";
            /** @example Set-up fee */
            label: string;
            /**
             * @description £, one-off
             * @example 0
             */
            amount: number;
        };
        SummaryBoxTermsDto: {
            /** @description Months (0: no fixed term) */
            contractTermMonths: number | null;
            /** @description Days */
            noticePeriodDays: number | null;
            /** @description £ for leaving before the contract ends */
            exitFee: number | null;
            /** @description Months */
            terminalLeaseMonths: number | null;
            settlementTime: string | null;
            supportHours: string | null;
            supportLocation: string | null;
            /** @description £ a month of other fixed fees (null: not stated, counted as £0) */
            otherMonthlyFees: number | null;
            /**
             * @description What the other monthly fees are
             * @example PCI compliance
             */
            otherMonthlyFeesLabel: string | null;
        };
        EffectiveRateDto: {
            /** @description £ of card turnover a month */
            cardTurnover: number;
            /** @description £ a month paid today (the current-cost estimate) */
            currentMonthlyCost: number;
            /**
             * @description Percent, 2 decimal places
             * @example 2.25
             */
            currentRatePercent: number | null;
            /** @description £ a month with this quote */
            quoteMonthlyCost: number;
            /**
             * @description Percent, 2 decimal places
             * @example 1.6
             */
            quoteRatePercent: number | null;
            /** @description £ a month saved; negative is an additional cost */
            savingMonthly: number;
            /**
             * @description Percentage points saved (today − quote)
             * @example 0.65
             */
            savingPercentagePoints: number | null;
        };
        QuoteSummaryBoxDto: {
            providerName: string;
            lines: components["schemas"]["SummaryBoxLineDto"][];
            /** @description £ a month: the sum of the lines, equal to estimatedMonthlyCost */
            monthlyTotal: number;
            /** @description £ a year: monthlyTotal x 12 */
            annualTotal: number;
            /** @description £: the least the transaction fees come to in a month */
            minimumMonthlyCharge: number;
            isMinimumApplied: boolean;
            oneOffFees: components["schemas"]["SummaryBoxFeeDto"][];
            terms: components["schemas"]["SummaryBoxTermsDto"];
            /** @description The terminal lease runs past the 18 months the regulator allows the providers it directs */
            isLeaseOverCap: boolean;
            leaseWarning: string | null;
            effectiveRate: components["schemas"]["EffectiveRateDto"];
        };
        QuoteViewDto: {
            /** @example 412 */
            id: number;
            /**
             * Format: uuid
             * @example 3f2b8c1e-6d4a-4e7b-9a51-0c8d2e7f4b19
             */
            businessProfileId: string;
            /** @example 3 */
            providerId: number;
            /** @description The terminal it was priced with */
            terminalId: number | null;
            /** @example Worldpay */
            providerName: string;
            /**
             * @description £ a month
             * @example 236.4
             */
            estimatedMonthlyCost: number;
            /**
             * @description £ a year; negative is an additional cost
             * @example 2563.2
             */
            potentialSavings: number;
            /** @example 87 */
            matchScore: number;
            /**
             * @description Position in the comparison, 1 first
             * @example 1
             */
            rank: number;
            isSelected: boolean;
            selectionReasoning: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        SelectQuoteDto: {
            /** @example Customer selected this provider via the comparison wizard */
            selectionReasoning?: string;
            /**
             * Format: uuid
             * @description The session that created the profile (or the X-Session-Id header)
             */
            sessionId?: string;
        };
        CreateLeadDto: {
            /** @example 0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44 */
            businessProfileId: string;
            /** @example Jane */
            firstName: string;
            /** @example Smith */
            lastName: string;
            /** @example jane@cornercafe.co.uk */
            email: string;
            /** @example 07700 900123 */
            phone: string;
            /** @example The Corner Café Ltd */
            companyName?: string | null;
            /** @enum {string} */
            timeline: "asap" | "1month" | "3months" | "exploring";
            additionalRequirements?: string | null;
            /**
             * @description Left out or null: false
             * @default false
             */
            consentMarketing?: boolean | null;
            /** @description The quote the visitor applied for */
            quoteId?: number | null;
            /** @description The business data at submission (stored with the lead; at most 64 KB as JSON) */
            businessData?: Record<string, unknown> | null;
            /**
             * Format: uuid
             * @description The session that created the profile (or the X-Session-Id header)
             */
            sessionId?: string | null;
            /** @description Provider id, or the provider object with its id; must be a provider the profile was quoted for */
            selectedProvider?: (number | {
                id: number;
            }) | null;
            /** @description Terminal id, or the terminal object with its id; must be a terminal of the selected provider */
            selectedTerminal?: (number | {
                id: number;
            }) | null;
        };
        LeadCreatedDto: {
            /** @example 12 */
            id: number;
            /**
             * Format: uuid
             * @example 0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44
             */
            businessProfileId: string;
            /**
             * @description The short reference shown to the applicant and in emails; it opens nothing
             * @example MC-7K3P9QXA
             */
            applicationReference: string;
            /**
             * @example created
             * @enum {string}
             */
            status: "created" | "quoted" | "applied" | "closed";
            /** Format: date-time */
            createdAt: string;
        };
        LeadViewDto: {
            /** @example 12 */
            id: number;
            /** Format: uuid */
            businessProfileId: string;
            /** @example MC-7K3P9QXA */
            applicationReference: string;
            /** @example Jane */
            firstName: string;
            /** @example Smith */
            lastName: string;
            /** @example jane@cornercafe.co.uk */
            email: string;
            /** @example 07700 900123 */
            phone: string;
            companyName: string | null;
            /** @example asap */
            timeline: string;
            additionalRequirements: string | null;
            consentMarketing: boolean;
            /** @enum {string} */
            status: "created" | "quoted" | "applied" | "closed";
            quoteId: number | null;
            selectedProviderId: number | null;
            selectedTerminalId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookAttemptViewDto: {
            /** Format: date-time */
            attemptedAt: string;
            /** @example https://crm.partner.example.co.uk/hooks/merchant-compare */
            url: string;
            /**
             * @description null: no answer (refused address, timeout, connection error)
             * @example 200
             */
            statusCode: number | null;
            /**
             * @description Milliseconds from the request to the end of the answer (or the failure)
             * @example 84
             */
            durationMs: number;
            /** @description The answer's first bytes (up to 1 KB) */
            responseExcerpt: string | null;
            /** @description The answer was over 64 KB and was cut there */
            isResponseCut: boolean;
            error: string | null;
        };
        WebhookDeliveryViewDto: {
            /** @example 3 */
            id: number;
            /**
             * @description The webhook-id header, the same on every attempt
             * @example msg_2b8f0c1d9e7a4f6b8c3d2e1f0a9b8c7d
             */
            messageId: string;
            /** @example 12 */
            leadId: number;
            /** @example 7 */
            providerId: number;
            /** @enum {string} */
            eventType: "lead.created" | "lead.status_changed";
            /**
             * @description pending: waiting for its next attempt; sending: an attempt is under way; delivered: answered 2xx; failed: no 2xx in 24 hours
             * @enum {string}
             */
            status: "pending" | "sending" | "delivered" | "failed";
            /**
             * @description Attempts in the current round (a redelivery starts a new round)
             * @example 1
             */
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description Retries stop after this time
             */
            retryUntil: string;
            /** Format: date-time */
            deliveredAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The latest attempts, newest first (at most 20) */
            attemptLog: components["schemas"]["WebhookAttemptViewDto"][];
        };
        UpdateLeadStatusDto: {
            /**
             * @example quoted
             * @enum {string}
             */
            status: "created" | "quoted" | "applied" | "closed";
        };
        UpdateLeadContactDto: {
            /** @example Jane */
            firstName?: string;
            /** @example Smith */
            lastName?: string;
            /**
             * Format: email
             * @example jane@cornercafe.co.uk
             */
            email?: string;
            /**
             * @description Must be a phone number: 7 to 25 digits, spaces, +, (, ) or -
             * @example 07700 900123
             */
            phone?: string;
            /** @example The Corner Café Ltd */
            companyName?: string | null;
        };
        ProviderRefDto: {
            /** @example 3 */
            id: number;
            /** @example Worldpay */
            name: string;
        };
        LatestLeadDto: {
            /** @example 12 */
            id: number;
            /** @example Jane */
            firstName: string;
            /** @example Smith */
            lastName: string;
            /** @example jane@cornercafe.co.uk */
            email: string;
            /** @example 07700 900123 */
            phone: string;
            /** @enum {string} */
            status: "created" | "quoted" | "applied" | "closed";
            /** @example MC-7K3P9QXA */
            applicationReference: string;
        };
        CustomerRowDto: {
            /**
             * @description The latest lead's status; null without a lead
             * @enum {string|null}
             */
            status: "created" | "quoted" | "applied" | "closed" | null;
            /** @description The latest lead's selected provider, else the selected quote's; null without either */
            selectedProvider: components["schemas"]["ProviderRefDto"] | null;
            latestLead: components["schemas"]["LatestLeadDto"] | null;
            /** Format: uuid */
            id: string;
            /** @example The Corner Café */
            businessName: string | null;
            /** @example retail */
            businessType: string | null;
            /** @example food_beverage */
            businessSector: string | null;
            /** @example existing */
            paymentStatus: string | null;
            /**
             * @description £ a month
             * @example 15000
             */
            monthlyTurnover: number | null;
            /**
             * @description How the customer reached us: wizard (the comparison wizard; shown as 'Website') or the source staff entered it under: phone, email, referral, event
             * @enum {string}
             */
            source: "wizard" | "phone" | "email" | "referral" | "event";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastActivityAt: string;
        };
        CustomerListDto: {
            /** @description One page (Content-Range: customers first-last/total) */
            businessProfiles: components["schemas"]["CustomerRowDto"][];
            /** @description Every lead of the page's customers, newest first */
            leads: components["schemas"]["LeadViewDto"][];
            /** @description The quotes of the page's customers (a partner: its own provider's only) */
            quotes: components["schemas"]["QuoteViewDto"][];
        };
        CustomerDto: {
            /** @enum {string|null} */
            businessType: "retail" | "restaurant" | "online" | "trade" | null;
            businessName: string | null;
            businessSector: string | null;
            /** @enum {string|null} */
            paymentStatus: "new" | "existing" | "contract" | null;
            monthlyTurnover: number | null;
            debitCardVolume: number | null;
            creditCardVolume: number | null;
            corporateCardVolume: number | null;
            transactionsPerMonth: number | null;
            averageTransaction: number | null;
            currentProvider: string | null;
            paymentMethods: string[] | null;
            cardTypes: string[] | null;
            needsIntegration: string | null;
            integrationSpecific: string | null;
            terminalTypePreference: string | null;
            softwareIntegrationPrefs: string[] | null;
            connectivityPreferences: string[] | null;
            numberOfTerminals: number | null;
            merchantAccounts: number | null;
            currentTotalMonthlyCost: number | null;
            currentDebitFee: number | null;
            currentCreditFee: number | null;
            currentCorporateCreditFee: number | null;
            currentAuthFee: number | null;
            currentCnpFee: number | null;
            currentInternationalFee: number | null;
            currentMonthlyFees: number | null;
            currentTerminalRental: number | null;
            currentOtherFees: number | null;
            personalCorporateSplit: number | null;
            ukInternationalSplit: number | null;
            f2fCnpSplit: number | null;
            /** @description The browser pricing as the wizard stored it */
            calculatedPricing: {
                [key: string]: unknown;
            } | null;
            /**
             * @example {
             *       "total": 412.5,
             *       "source": "calculated_from_rates",
             *       "timestamp": "2026-11-22T10:00:00.000Z"
             *     }
             */
            step3CalculatedCurrentCost: {
                [key: string]: unknown;
            } | null;
            /** @example 0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44 */
            id: string;
            /** Format: date-time */
            lastActivityAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The latest lead's status; null without a lead
             * @enum {string|null}
             */
            status: "created" | "quoted" | "applied" | "closed" | null;
            /** @description The latest lead's selected provider, else the selected quote's; null without either */
            selectedProvider: components["schemas"]["ProviderRefDto"] | null;
            latestLead: components["schemas"]["LatestLeadDto"] | null;
            /**
             * @description How the customer reached us: wizard (the comparison wizard; shown as 'Website') or the source staff entered it under: phone, email, referral, event
             * @enum {string}
             */
            source: "wizard" | "phone" | "email" | "referral" | "event";
        };
        CustomerActivityDto: {
            id: number;
            /** Format: uuid */
            businessProfileId: string;
            /** @enum {string} */
            type: "call" | "email" | "note" | "system";
            subject: string | null;
            description: string | null;
            outcome: string | null;
            /** @description Seconds */
            duration: number | null;
            attachments: string[] | null;
            /** @description Files attached to the call or note, oldest first, each with its download url */
            files: components["schemas"]["ActivityAttachmentDto"][];
            emailData: Record<string, unknown> | null;
            googleCalendarEventId: string | null;
            /** Format: date-time */
            scheduledFor: string | null;
            /** @description Who did it (null for the system or the customer) */
            crmUserId: number | null;
            /** @description That user's name */
            crmUserName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CustomerTaskDto: {
            id: number;
            title: string;
            description: string | null;
            /** @enum {string} */
            type: "follow_up" | "callback" | "meeting" | "general";
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            /** @enum {string} */
            status: "pending" | "completed";
            /** Format: date-time */
            dueDate: string;
            outcome: string | null;
            notes: string | null;
            reminderMinutes: number;
            /** Format: uuid */
            businessProfileId: string | null;
            assignedToCrmUserId: number | null;
            /** @description The assignee's name */
            assignedTo: string | null;
            createdByCrmUserId: number | null;
            googleCalendarEventId: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomerEmailDto: {
            id: number;
            subject: string;
            recipient: string;
            content: string;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            /**
             * @description smtp: from the company's address; gmail: from the sender's own Gmail
             * @enum {string}
             */
            via: "smtp" | "gmail";
            templateId: number | null;
            /** @description The staff member who sent it (null for automated email) */
            sentByCrmUserId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        CustomerDetailDto: {
            customer: components["schemas"]["CustomerDto"];
            /** @description Newest first */
            leads: components["schemas"]["LeadViewDto"][];
            /** @description Best first (a partner: its own provider's only) */
            quotes: components["schemas"]["QuoteViewDto"][];
            /** @description Newest first */
            activities: components["schemas"]["CustomerActivityDto"][];
            /** @description Pending first, then by due date */
            tasks: components["schemas"]["CustomerTaskDto"][];
            /** @description Newest first */
            emails: components["schemas"]["CustomerEmailDto"][];
        };
        UpdateBusinessDetailsDto: {
            /** @example The Corner Café */
            businessName?: string;
            /** @enum {string} */
            businessType?: "retail" | "restaurant" | "online" | "trade";
            /**
             * @example food_beverage
             * @enum {string}
             */
            businessSector?: "retail" | "food_beverage" | "healthcare" | "professional_services" | "automotive" | "construction_trade" | "beauty_wellness" | "education" | "accommodation" | "technology" | "manufacturing" | "charity_nonprofit" | "entertainment" | "transport_logistics" | "property_estate" | "other";
            /** @example Worldpay */
            currentProvider?: string | null;
        };
        CustomerDeletedDto: {
            /** Format: uuid */
            id: string;
            /** @example 1 */
            deleted: number;
        };
        BulkDeleteCustomersDto: {
            /**
             * @description The customers to delete, all or none (at most 1000)
             * @example [
             *       "0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44"
             *     ]
             */
            customerIds: string[];
        };
        CustomersDeletedDto: {
            /**
             * @description How many customers were deleted
             * @example 3
             */
            deleted: number;
            /** @description Their ids */
            ids: string[];
        };
        CreateCustomerDto: {
            /**
             * @description How the enquiry reached us
             * @enum {string}
             */
            source: "phone" | "email" | "referral" | "event";
            /** @enum {string} */
            businessType: "retail" | "restaurant" | "online" | "trade";
            /** @example The Corner Café */
            businessName: string;
            /**
             * @example food_beverage
             * @enum {string}
             */
            businessSector: "retail" | "food_beverage" | "healthcare" | "professional_services" | "automotive" | "construction_trade" | "beauty_wellness" | "education" | "accommodation" | "technology" | "manufacturing" | "charity_nonprofit" | "entertainment" | "transport_logistics" | "property_estate" | "other";
            /**
             * @description new: no card payments yet; existing: takes cards; contract: in a contract
             * @enum {string}
             */
            paymentStatus: "new" | "existing" | "contract";
            /**
             * @description Monthly card turnover, £
             * @example 10000
             */
            monthlyTurnover: number;
            /** @example 400 */
            transactionsPerMonth?: number | null;
            /**
             * @description £ (left out: turnover / transactions)
             * @example 25
             */
            averageTransaction?: number | null;
            /**
             * @description Debit cards. As the wizard takes it: when debit + credit are more than 100 both are £ a month, otherwise percentages of the card turnover
             * @example 70
             */
            debitCardVolume?: number | null;
            /**
             * @description Credit cards. As the wizard takes it: when debit + credit are more than 100 both are £ a month, otherwise percentages of the card turnover
             * @example 30
             */
            creditCardVolume?: number | null;
            /**
             * @description Corporate (business) cards, as the wizard takes it
             * @example 10
             */
            corporateCardVolume?: number | null;
            /** @example 1 */
            numberOfTerminals?: number | null;
            /** @example Worldpay */
            currentProvider?: string | null;
            /** @description What the business pays a month today, £, if known */
            currentTotalMonthlyCost?: number | null;
            /** @description Today's debit card fee, %, if known */
            currentDebitFee?: number | null;
            /** @description Today's credit card fee, %, if known */
            currentCreditFee?: number | null;
            /** @description Today's authorisation fee, pence, if known */
            currentAuthFee?: number | null;
            /** @description Today's monthly fees, £, if known */
            currentMonthlyFees?: number | null;
            /** @description Today's terminal rental, £ a month, if known */
            currentTerminalRental?: number | null;
            /** @example Jane */
            firstName: string;
            /** @example Smith */
            lastName: string;
            /**
             * Format: email
             * @example jane@cornercafe.co.uk
             */
            email: string;
            /** @example 07700 900123 */
            phone: string;
            /**
             * @description Left out: the business name
             * @example The Corner Café Ltd
             */
            companyName?: string | null;
            /**
             * @description When the customer wants to switch
             * @default exploring
             * @enum {string}
             */
            timeline?: "asap" | "1month" | "3months" | "exploring";
            /** @description What the customer asked for */
            notes?: string | null;
            /** @description The provider the customer chose, if any: one of the providers these figures are quoted for (the comparison's best 4) */
            selectedProviderId?: number | null;
        };
        CreatedLeadDto: {
            /** @example 12 */
            id: number;
            /** @example MC-7K3P9QXA */
            applicationReference: string;
            /**
             * @example created
             * @enum {string}
             */
            status: "created" | "quoted" | "applied" | "closed";
        };
        CustomerCreatedDto: {
            /**
             * Format: uuid
             * @description The customer's id (GET /api/crm/customers/{id})
             */
            id: string;
            /** @enum {string} */
            source: "phone" | "email" | "referral" | "event";
            lead: components["schemas"]["CreatedLeadDto"];
            /** @description The stored quotes, best first: the comparison's best 4 for these figures */
            quotes: components["schemas"]["QuoteViewDto"][];
            /**
             * @description What the business pays today, £ a month, as the comparison works it out
             * @example 412.5
             */
            currentMonthlyCost: number;
            /** @enum {string} */
            currentCostSource: "total_cost_input" | "calculated_from_rates" | "market_defaults";
        };
        IndustryDefaultsDto: {
            /** @example Food & Beverage */
            sectorLabel: string;
            /** @example 18000 */
            monthlyTurnoverDefault: number;
            /** @example 22.5 */
            averageTransactionDefault: number;
            /** @example 35 */
            creditDebitSplitDefault: number;
            /** @example 85 */
            personalCorporateSplitDefault: number;
            /** @example 95 */
            ukInternationalSplitDefault: number;
            /** @example 90 */
            f2fCnpSplitDefault: number;
        };
        IndustryDefaultViewDto: {
            id: number;
            /** @example Food & Beverage */
            sectorLabel: string;
            /**
             * @description The wizard's sector value (the public call's key); not editable
             * @example food_beverage
             */
            businessSector: string;
            /**
             * @description £ a month
             * @example 18000
             */
            monthlyTurnoverDefault: number;
            /**
             * @description £
             * @example 22.5
             */
            averageTransactionDefault: number;
            /**
             * @description Percent, 0-100
             * @example 35
             */
            creditDebitSplitDefault: number;
            /**
             * @description Percent, 0-100
             * @example 85
             */
            personalCorporateSplitDefault: number;
            /**
             * @description Percent, 0-100
             * @example 95
             */
            ukInternationalSplitDefault: number;
            /**
             * @description Percent, 0-100
             * @example 90
             */
            f2fCnpSplitDefault: number;
            researchSource: string | null;
            notes: string | null;
            /** @description An inactive sector is not served to the wizard (it falls back to General Business) */
            isActive: boolean;
            /**
             * @description YYYY-MM-DD
             * @example 2026-01-15
             */
            researchDate: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UpdateIndustryDefaultDto: {
            /** @example Food & Beverage */
            sectorLabel?: string;
            /**
             * @description Positive, £ a month
             * @example 18000
             */
            monthlyTurnoverDefault?: number;
            /**
             * @description Positive, £
             * @example 22.5
             */
            averageTransactionDefault?: number;
            /**
             * @description Percent, 0 to 100
             * @example 35
             */
            creditDebitSplitDefault?: number;
            /**
             * @description Percent, 0 to 100
             * @example 85
             */
            personalCorporateSplitDefault?: number;
            /**
             * @description Percent, 0 to 100
             * @example 95
             */
            ukInternationalSplitDefault?: number;
            /**
             * @description Percent, 0 to 100
             * @example 90
             */
            f2fCnpSplitDefault?: number;
            researchSource?: string | null;
            notes?: string | null;
            isActive?: boolean;
            /**
             * @description YYYY-MM-DD
             * @example 2026-01-15
             */
            researchDate?: string | null;
            /** @description Why: kept with the audit entry */
            reason?: string | null;
        };
        AnalyticsPeriodDto: {
            /**
             * Format: date-time
             * @description Start, included (00:00 UK time)
             */
            from: string;
            /**
             * Format: date-time
             * @description End, excluded
             */
            to: string;
        };
        FunnelStepDto: {
            /** @example Visitors */
            label: string;
            /** @example 120 */
            count: number;
        };
        ConversionFunnelDto: {
            /** @description Visitors: landing-page visits */
            step1: components["schemas"]["FunnelStepDto"];
            /** @description Users: visits (sessions) that opened the wizard */
            step2: components["schemas"]["FunnelStepDto"];
            /** @description Created: business profiles created */
            step3: components["schemas"]["FunnelStepDto"];
            /** @description Quoted: customers quoted */
            step4: components["schemas"]["FunnelStepDto"];
            /** @description Selected: customers with a selected quote */
            step5: components["schemas"]["FunnelStepDto"];
            /** @description Applied: customers who applied (a lead) */
            step6: components["schemas"]["FunnelStepDto"];
        };
        AnalyticsOverviewDto: {
            /** @description Distinct wizard sessions with any tracking event in the period */
            uniqueSessions: number;
            /** @description Quotes made in the period */
            totalQuotes: number;
            /** @description Of those, the selected ones */
            totalSelectedQuotes: number;
            /** @description Applications (leads) submitted in the period */
            totalApplications: number;
            /**
             * @description Applied customers per wizard user (step6 / step2), in percent with one decimal; 0 without users
             * @example 12.5
             */
            overallConversionRate: number;
        };
        SectorShareDto: {
            /** @example retail */
            sector: string;
            /** @example Retail */
            label: string;
            /** @example 5 */
            count: number;
            /**
             * @description Percent of the profiles created in the period that name a sector, one decimal
             * @example 41.7
             */
            percentage: number;
        };
        SourceShareDto: {
            /**
             * @example phone
             * @enum {string}
             */
            source: "wizard" | "phone" | "email" | "referral" | "event";
            /**
             * @description The source's label: 'Website' for the wizard
             * @example Phone
             */
            label: string;
            /** @example 3 */
            count: number;
            /**
             * @description Percent of the customers created in the period, one decimal
             * @example 25
             */
            percentage: number;
        };
        CustomerJourneyDto: {
            /**
             * @description Minutes (one decimal) from the visit's first wizard event (or the profile's creation, if earlier) to its first application, over the customers who applied in the period; null when none did
             * @example 14.5
             */
            averageTimeToComplete: number | null;
            /**
             * @description A fraction (0-1, four decimals): wizard sessions of the period that uploaded a statement, over all wizard sessions of the period
             * @example 0.25
             */
            documentUploadRate: number;
            /**
             * @description The step most often the last one reached by the sessions of the period that did not apply (ties: the earlier step); null without such sessions
             * @example Compare
             */
            mostCommonDropoffPoint: string | null;
            /**
             * @description That step's number (1-5)
             * @example 4
             */
            mostCommonDropoffStep: number | null;
        };
        ProviderPerformanceDto: {
            /** @example 3 */
            providerId: number;
            /** @example Worldpay */
            providerName: string;
            /** @description Quotes of this provider made in the period */
            quotesGenerated: number;
            /** @description Applications in the period that selected this provider */
            applicationsSubmitted: number;
            /**
             * @description applicationsSubmitted / quotesGenerated in percent, one decimal; 0 without quotes
             * @example 20
             */
            conversionRate: number;
        };
        AnalyticsDashboardDto: {
            period: components["schemas"]["AnalyticsPeriodDto"];
            conversionFunnel: components["schemas"]["ConversionFunnelDto"];
            overview: components["schemas"]["AnalyticsOverviewDto"];
            /** @description The top 6 sectors, most profiles first */
            sectorBreakdown: components["schemas"]["SectorShareDto"][];
            /** @description The customers created in the period by how they reached us (the wizard, or the source staff entered them under), most first; sources without a customer left out */
            sourceBreakdown: components["schemas"]["SourceShareDto"][];
            customerJourney: components["schemas"]["CustomerJourneyDto"];
            /** @description Up to 10 providers, most applications first, then most quotes */
            topProviders: components["schemas"]["ProviderPerformanceDto"][];
        };
        JourneyEventDto: {
            /**
             * @description visitor, user_launch, user, step or document_upload
             * @example step
             */
            type: string;
            /**
             * @description The wizard step of a step event
             * @example 3
             */
            step: number | null;
            /** @example Upload/Input */
            stepName: string | null;
            /** @description Events in the period */
            events: number;
            /** @description Distinct sessions among them (0 for landing-page visits, which have none) */
            sessions: number;
        };
        PageAnalyticsDto: {
            /**
             * @description The page path the event came from (null: unknown)
             * @example /comparison-tool
             */
            path: string | null;
            /** @description Events from that page in the period */
            views: number;
            /** @description Distinct sessions among them */
            uniqueSessions: number;
        };
        DashboardDetailRowDto: {
            /**
             * @description A customer's id; a visit's: the landing-page event's number, or the first 16 characters of its session's hash
             * @example 0f8fad5b-d9cb-469f-a165-70867728950e
             */
            id: string;
            /** @enum {string} */
            kind: "customer" | "visit" | "session";
            /**
             * @description The customer's name (for a session: the profile it created, if any)
             * @example The Corner Shop
             */
            businessName: string | null;
            /**
             * @description Pounds
             * @example 12000
             */
            monthlyTurnover: number | null;
            /**
             * @description The latest lead's status (created, quoted, applied, closed); null without a lead
             * @example applied
             */
            status: string | null;
            /**
             * Format: date-time
             * @description The customer's creation; a visit's time (a session's latest wizard opening)
             */
            createdAt: string;
            /**
             * @description Sessions: the furthest wizard step reached (1-5)
             * @example 3
             */
            lastStep: number | null;
            /** @example Upload/Input */
            lastStepName: string | null;
        };
        GmailStatusDto: {
            /** @description Gmail is connected for the signed-in user (a lasting authorization is stored) */
            isAuthorized: boolean;
            /** @description The connection may send email (https://www.googleapis.com/auth/gmail.send was granted) */
            hasGmailScope: boolean;
            /**
             * Format: date-time
             * @description The last time Google was reached with this connection (connect, token refresh or a message sent)
             */
            lastSync: string | null;
            /** @description GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL are set on the server */
            isConfigured: boolean;
            /** @description The Google account customer emails are sent from */
            email?: string | null;
        };
        GmailAuthUrlDto: {
            /** @description Google's consent page, to open in a popup; its state is good once, for 10 minutes, for this user in this browser */
            authUrl: string;
        };
        GmailTestResultDto: {
            success: boolean;
            /** @description Why the test email was not sent */
            error: string | null;
            /** @description Where the test email went (the Google account) */
            sentTo?: string | null;
        };
        GmailDisconnectDto: {
            /** @description The stored tokens are deleted */
            success: boolean;
            /** @description Google confirmed that the authorization was revoked (false when there was none, or Google could not be reached) */
            revoked: boolean;
        };
        EmailTemplateViewDto: {
            /** @example 1 */
            id: number;
            /** @example welcome */
            name: string;
            subject: string;
            content: string;
            /** @enum {string} */
            category: "welcome" | "follow_up" | "reminder" | "thank_you" | "application" | "general" | "manual" | "automated";
            /**
             * @description automated templates are sent by the product and read-only over the API
             * @enum {string}
             */
            type: "manual" | "automated";
            /** @description Automated templates: what sends them */
            endpoint: string | null;
            /** @description Manual: offered to staff. Automated: sent at its moment (false: switched off, not sent) */
            isActive: boolean;
            /**
             * @description Automated templates: the moment the product sends it; null for manual templates and for retired ones (nothing sends them)
             * @example Sent when a visitor saves their progress in the wizard
             */
            sentWhen: string | null;
            /**
             * @description Automated templates: on (sent at its moment), off (switched off by an admin, not sent) or retired (nothing sends it); null for manual templates
             * @enum {string|null}
             */
            automation: "on" | "off" | "retired" | null;
            /** @description An admin may switch it off and on: an automated email that is sent, other than the set-password links (which back-office users need to sign in) */
            canSwitch: boolean;
            /** @description How many emails were sent naming this template (staff sends and automated sends): for a partner, only its own provider's emails */
            usageCount: number;
            /** @description The placeholders ({{name}}) it offers: firstName, businessName, businessType and senderName for manual templates, those its text uses for automated ones */
            placeholders: string[];
            /** @description The content is an HTML document (otherwise plain text, line breaks kept) */
            isHtml: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateEmailTemplateDto: {
            /** @example Welcome Email */
            name: string;
            /** @example Welcome to Merchant Compare, {{firstName}} */
            subject: string;
            /**
             * @example Hi {{firstName}},
             *
             *     Thank you for choosing us for {{businessName}}.
             *
             *     {{senderName}}
             */
            content: string;
            /**
             * @description Default on create: welcome
             * @enum {string}
             */
            category?: "welcome" | "follow_up" | "reminder" | "thank_you" | "application" | "general" | "manual" | "automated";
            /**
             * @description Only manual templates are written over the API (automated: 403)
             * @enum {string}
             */
            type?: "manual" | "automated";
            /** @description false deactivates the template (as DELETE does) */
            isActive?: boolean;
        };
        UpdateEmailTemplateDto: {
            /** @example Welcome Email */
            name?: string;
            /** @example Welcome to Merchant Compare, {{firstName}} */
            subject?: string;
            /**
             * @example Hi {{firstName}},
             *
             *     Thank you for choosing us for {{businessName}}.
             *
             *     {{senderName}}
             */
            content?: string;
            /**
             * @description Default on create: welcome
             * @enum {string}
             */
            category?: "welcome" | "follow_up" | "reminder" | "thank_you" | "application" | "general" | "manual" | "automated";
            /**
             * @description Only manual templates are written over the API (automated: 403)
             * @enum {string}
             */
            type?: "manual" | "automated";
            /** @description false deactivates the template (as DELETE does) */
            isActive?: boolean;
        };
        SwitchAutomationDto: {
            /** @description true: the product sends it at its moment; false: it is not sent */
            isActive: boolean;
        };
        PreviewEmailTemplateDto: {
            /** @description A customer (business profile) id: fill the placeholders with this customer's values instead of the preview samples (John, Sample Business Ltd, Retail Store, ...) */
            businessProfileId?: string;
        };
        EmailTemplatePreviewDto: {
            subject: string;
            /** @description HTML-escaped values when isHtml */
            content: string;
            /** @description Show content as HTML (automated quote emails); otherwise as plain text with its line breaks */
            isHtml: boolean;
        };
        SendEmailDto: {
            /** @description The customer (business profile) the email is to */
            businessProfileId: string;
            /**
             * @description One email address (the back-office fills in the lead's); a partner may write only to the customer's leads for its own provider
             * @example jane@example.co.uk
             */
            recipient: string;
            /** @description May hold the placeholders {{firstName}}, {{businessName}}, {{businessType}}, {{senderName}} */
            subject: string;
            /** @description Plain text (line breaks kept), or an HTML document when it starts with <!DOCTYPE html or <html, sanitised before it is stored (scripts, event handlers, unsafe links, frames and styles that load anything removed); may hold the same placeholders */
            content: string;
            /** @description The manual template the text came from: counts one use of it */
            templateId?: number | null;
        };
        SentEmailDto: {
            id: number;
            subject: string;
            recipient: string;
            content: string;
            /** @enum {string} */
            status: "queued" | "sending" | "sent" | "failed";
            /**
             * @description smtp: from the company's address; gmail: from the sender's own Gmail
             * @enum {string}
             */
            via: "smtp" | "gmail";
            templateId: number | null;
            /** @description The staff member who sent it (null for automated email) */
            sentByCrmUserId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: uuid */
            businessProfileId: string;
        };
        SaveProgressDto: {
            /**
             * @description Where the resume link is sent
             * @example jane@example.co.uk
             */
            email: string;
            /**
             * Format: uuid
             * @description The session id of the profile the state names (or the X-Session-Id header)
             */
            sessionId?: string | null;
            /**
             * @description The wizard state to resume: any JSON object of at most 65535 bytes; a state naming a business profile (businessData.id) needs its owner's session id
             * @example {
             *       "currentStep": 3,
             *       "businessData": {
             *         "businessType": "retail",
             *         "businessName": "Corner Shop Ltd",
             *         "monthlyTurnover": 10000
             *       }
             *     }
             */
            state: {
                [key: string]: unknown;
            };
        };
        SaveProgressResponseDto: {
            /** @example true */
            success: boolean;
            /**
             * Format: date-time
             * @description When the emailed link stops working (30 days)
             * @example 2026-12-22T10:30:00.000Z
             */
            expiresAt: string;
        };
        ResumeProgressDto: {
            /**
             * @description The resume token from the emailed link
             * @example q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH
             */
            token: string;
        };
        SavedProgressViewDto: {
            /**
             * @example {
             *       "currentStep": 3,
             *       "businessData": {
             *         "businessType": "retail",
             *         "businessName": "Corner Shop Ltd",
             *         "monthlyTurnover": 10000
             *       }
             *     }
             */
            state: {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description A fresh session id for the saved profile (the old one stops working); null when the state names no profile, which the wizard then creates anew
             */
            sessionId: string | null;
            /**
             * Format: date-time
             * @example 2026-12-22T10:30:00.000Z
             */
            expiresAt: string;
        };
        CreateRenewalReminderDto: {
            /**
             * Format: uuid
             * @description The business profile whose figures the reminder prices again (owned by this session)
             */
            businessProfileId: string;
            /**
             * Format: uuid
             * @description The profile's session id (or the X-Session-Id header)
             */
            sessionId?: string;
            /**
             * @description Where the reminder is sent
             * @example jane@example.co.uk
             */
            email: string;
            /**
             * Format: date
             * @description The day the current contract or terminal lease ends (YYYY-MM-DD): after today (UK) and at most 6 years ahead. The reminder is sent 6 weeks before it.
             * @example 2027-09-30
             */
            contractEndDate: string;
            /**
             * @description Explicit consent to the wording (stored verbatim with the time): 'Yes, email me a fresh comparison 6 weeks before my current contract or terminal lease ends. I can withdraw this at any time with the link in the email.'
             * @enum {boolean}
             */
            consent: true;
            /**
             * @description The wizard state the reminder's link reopens at the results (as Save Progress stores it): a JSON object of at most 65535 bytes; session ids in it are not stored
             * @example {
             *       "currentStep": 5,
             *       "businessData": {
             *         "businessType": "retail",
             *         "businessName": "Corner Shop Ltd",
             *         "monthlyTurnover": 10000
             *       }
             *     }
             */
            state: {
                [key: string]: unknown;
            };
        };
        RenewalReminderViewDto: {
            /**
             * Format: date
             * @description The end date given
             * @example 2027-09-30
             */
            contractEndDate: string;
            /**
             * Format: date-time
             * @description When the reminder is sent (6 weeks before the end date, 09:00 UK time; at the next run when that has passed)
             */
            remindAt: string;
            /**
             * Format: date-time
             * @description When the consent was given
             */
            consentedAt: string;
        };
        SetRenewalReminderByLinkDto: {
            /**
             * Format: date
             * @description The day the current contract or terminal lease ends (YYYY-MM-DD): after today (UK) and at most 6 years ahead. The reminder is sent 6 weeks before it.
             * @example 2027-09-30
             */
            contractEndDate: string;
            /**
             * @description Explicit consent to the wording (stored verbatim with the time): 'Yes, email me a fresh comparison 6 weeks before my current contract or terminal lease ends. I can withdraw this at any time with the link in the email.'
             * @enum {boolean}
             */
            consent: true;
            /**
             * @description The token of the quote email's 'set a renewal reminder' link (single use)
             * @example q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH
             */
            token: string;
        };
        WithdrawRenewalReminderDto: {
            /**
             * @description The token of the withdrawal link
             * @example q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH
             */
            token: string;
        };
        WithdrawnRenewalReminderDto: {
            /** @example true */
            withdrawn: boolean;
            /**
             * Format: date
             * @description The end date of the reminder withdrawn
             * @example 2027-09-30
             */
            contractEndDate: string;
        };
        ExtractedDataDto: {
            /**
             * @description Total card turnover for the month, pounds
             * @example 12345.67
             */
            monthlyTurnover?: number;
            /**
             * @description Debit card volume, pounds
             * @example 9045
             */
            debitCardVolume?: number;
            /**
             * @description Personal credit card volume, pounds
             * @example 2920.67
             */
            creditCardVolume?: number;
            /**
             * @description Corporate / business / commercial card volume, pounds
             * @example 380
             */
            corporateCardVolume?: number;
            /**
             * @description Number of transactions in the month
             * @example 412
             */
            transactionsPerMonth?: number;
            /**
             * @description Average transaction value, pounds (turnover / transactions when not printed)
             * @example 29.97
             */
            averageTransaction?: number;
            /**
             * @description Current provider, spelled as in the providers list when it is one of them
             * @example Worldpay
             */
            currentProvider?: string;
            /**
             * @description Debit card rate, percent (volume-weighted when several are printed)
             * @example 0.359
             */
            currentDebitFee?: number;
            /**
             * @description Credit card rate, percent
             * @example 1.214
             */
            currentCreditFee?: number;
            /**
             * @description Corporate card rate, percent
             * @example 2.1
             */
            currentCorporateCreditFee?: number;
            /**
             * @description Authorisation (per-transaction) fee, pence
             * @example 2.5
             */
            currentAuthFee?: number;
            /**
             * @description Monthly service, account, subscription and plan fees, pounds
             * @example 12
             */
            currentMonthlyFees?: number;
            /**
             * @description Terminal rental, pounds a month
             * @example 19.95
             */
            currentTerminalRental?: number;
            /**
             * @description PCI, compliance, gateway and other fixed fees, pounds a month
             * @example 4.5
             */
            currentOtherFees?: number;
            /**
             * @description Total charges for the month excluding VAT, pounds: the printed charges total (less the VAT line when it is printed including VAT), else the sum of the charge lines
             * @example 122.62
             */
            currentTotalMonthlyCost?: number;
        };
        FigureConfidenceDto: {
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            monthlyTurnover?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            debitCardVolume?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            creditCardVolume?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            corporateCardVolume?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            transactionsPerMonth?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            averageTransaction?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentProvider?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentDebitFee?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentCreditFee?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentCorporateCreditFee?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentAuthFee?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentMonthlyFees?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentTerminalRental?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentOtherFees?: "high" | "medium" | "low";
            /**
             * @description high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)
             * @enum {string}
             */
            currentTotalMonthlyCost?: "high" | "medium" | "low";
        };
        FigureCheckDto: {
            /**
             * @description The figure (a key of extractedData)
             * @example averageTransaction
             * @enum {string}
             */
            field: "monthlyTurnover" | "debitCardVolume" | "creditCardVolume" | "corporateCardVolume" | "transactionsPerMonth" | "averageTransaction" | "currentProvider" | "currentDebitFee" | "currentCreditFee" | "currentCorporateCreditFee" | "currentAuthFee" | "currentMonthlyFees" | "currentTerminalRental" | "currentOtherFees" | "currentTotalMonthlyCost";
            /**
             * @description Why it looks wrong, ending 'please check this figure.'
             * @example The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.
             */
            message: string;
        };
        AnalysisResponseDto: {
            /** @description Empty when nothing could be read */
            extractedData: components["schemas"]["ExtractedDataDto"];
            /** @description How sure each figure found is: one entry per key of extractedData */
            confidence: components["schemas"]["FigureConfidenceDto"];
            /** @description Figures that disagree with the others (card volumes vs turnover, average vs turnover / transactions, total vs the charge lines); empty when all agree */
            checks: components["schemas"]["FigureCheckDto"][];
            /**
             * @description What was found and what was not
             * @example Found: card turnover £12,345.67, debit cards £9,045.00, credit cards £2,920.67, 412 transactions, average transaction £29.97, provider Worldpay, debit rate 0.359%, credit rate 1.214%, total charges £122.62.
             */
            summary: string;
        };
        SystemStatsDto: {
            /** @description CRM users */
            totalUsers: number;
            /** @description Active CRM users */
            activeUsers: number;
            /** @description Customers (business profiles) */
            totalCustomers: number;
            totalQuotes: number;
            /** @description Leads (applications) */
            totalLeads: number;
            /** @description Applications today (UK day) */
            dailyApplications: number;
            /** @description Applications this calendar month (UK time) */
            monthlyApplications: number;
            /**
             * @description Customers who applied, in percent of all customers, one decimal
             * @example 12.5
             */
            conversionRate: number;
            /**
             * @description Milliseconds: the average of the API's last 1,000 answers, as this process measured them
             * @example 18
             */
            averageResponseTime: number;
            /** @description Emails stored (sent, queued or failed) */
            totalEmails: number;
            /** @description Calendar events: tasks due in the future (there is no calendar integration) */
            calendarEvents: number;
            /**
             * @description Seconds since this API process started
             * @example 86400
             */
            systemUptime: number;
            /**
             * Format: date-time
             * @description Backups are outside the application: always null
             */
            lastBackup: string | null;
        };
        RetentionCountsDto: {
            businessProfiles: number;
            leads: number;
            quotes: number;
        };
        RetentionOverviewDto: {
            total: components["schemas"]["RetentionCountsDto"];
            /** @description Customers inactive for longer than the period with nothing in the future, and their leads and quotes */
            eligibleForDeletion: components["schemas"]["RetentionCountsDto"];
            /** @description Customers scheduled for deletion now */
            scheduledForDeletion: number;
        };
        RetentionPolicyDto: {
            /** @example 12 months */
            period: string;
            /** @example 12 */
            months: number;
            /**
             * @description Days between scheduling and deletion
             * @example 30
             */
            noticeDays: number;
            exceptions: string[];
        };
        RetentionStatusDto: {
            dataOverview: components["schemas"]["RetentionOverviewDto"];
            retentionPolicy: components["schemas"]["RetentionPolicyDto"];
            /**
             * Format: date-time
             * @description The next daily run (03:00 UK time)
             */
            nextScheduledCleanup: string;
        };
        RetentionProfileRefDto: {
            /** @example The Corner Shop */
            businessName: string | null;
        };
        RetentionRecordViewDto: {
            id: number;
            /**
             * @description scheduled: to be deleted on scheduledDeletionDate; exempt: was due but no longer qualified (cleared at the next run)
             * @enum {string}
             */
            status: "scheduled" | "exempt";
            /** Format: date-time */
            scheduledDeletionDate: string;
            businessProfileId: string;
            businessProfile: components["schemas"]["RetentionProfileRefDto"];
            /** Format: date-time */
            createdAt: string;
        };
        RetentionSummaryDto: {
            /** @description Customers newly scheduled plus due customers handled */
            totalProcessed: number;
            businessProfilesDeleted: number;
            scheduled: number;
            /** @description Due customers that no longer qualified */
            exempted: number;
            /** @description Due customers whose deletion failed (rolled back; retried next run) */
            failed: number;
            auditEntriesDeleted: number;
            trackingEventsDeleted: number;
            /** @description Stored emails older than the retention period (whatever their customer), deleted */
            emailsDeleted: number;
            /** @description Webhook deliveries to providers, finished (delivered or failed) and last attempted before the retention period (whatever their customer), deleted with their attempt logs: their bodies carry the lead's contact details */
            webhookDeliveriesDeleted: number;
        };
        CleanupResultDto: {
            summary: components["schemas"]["RetentionSummaryDto"];
        };
        PublicCompanyDto: {
            /**
             * @description The company's name
             * @example Merchant Compare Ltd
             */
            name: string;
            /**
             * @description The phone number customers call
             * @example 020 7946 0000
             */
            phone: string;
            /**
             * @description The postal address, one line
             * @example 1 Example Street, London, EC1A 1AA
             */
            address: string;
            /**
             * @description The support address the wizard shows
             * @example support@example.com
             */
            supportEmail: string;
            /**
             * @description 'Book Now' on the Assisted Comparison tier
             * @example https://www.example.com/book-assisted-comparison
             */
            bookingUrl: string;
            /**
             * @description 'Contact Us' on the 121 Expert Support tier
             * @example https://www.example.com/contact-expert-support
             */
            expertContactUrl: string;
            /** @description True while the details are still the example ones (COMPANY_* unset; never in production) */
            isExample: boolean;
        };
        AuditChangeDto: {
            /** @example debitFeeMin */
            field: string;
            /**
             * @description The value before (null for a new record); texts over 250 characters are shortened
             * @example 0.3
             */
            oldValue: (string | number | boolean | string[]) | null;
            /**
             * @description The value after (null for a deleted record)
             * @example 0.25
             */
            newValue: (string | number | boolean | string[]) | null;
        };
        AuditUserDto: {
            id: number;
            /** @example Jane Staff */
            name: string;
        };
        AuditEntryDto: {
            id: number;
            /**
             * @description create, update or delete
             * @example update
             */
            action: string;
            /**
             * @description providers, terminals, industry_defaults, uploads, business_profiles, leads
             * @example providers
             */
            tableName: string;
            /** @example 7 */
            recordId: string | null;
            changedFields: components["schemas"]["AuditChangeDto"][];
            /** @example New tariff from 1 December */
            reason: string | null;
            user: components["schemas"]["AuditUserDto"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookViewDto: {
            /** @example 7 */
            providerId: number;
            /** @description null: no webhook is set for this provider */
            url: string | null;
            /**
             * Format: date-time
             * @description When the current secret was made
             */
            secretCreatedAt: string | null;
            /**
             * Format: date-time
             * @description After a rotation: until when the previous secret still signs beside the new one
             */
            previousSecretExpiresAt: string | null;
        };
        SetWebhookDto: {
            /**
             * @description Where leads are POSTed: https (http too outside production), no user name or password, never a private, loopback or link-local address
             * @example https://crm.partner.example.co.uk/hooks/merchant-compare
             */
            url: string;
        };
        WebhookWithSecretDto: {
            /** @example 7 */
            providerId: number;
            /** @description null: no webhook is set for this provider */
            url: string | null;
            /**
             * Format: date-time
             * @description When the current secret was made
             */
            secretCreatedAt: string | null;
            /**
             * Format: date-time
             * @description After a rotation: until when the previous secret still signs beside the new one
             */
            previousSecretExpiresAt: string | null;
            /**
             * @description The signing secret, shown in this answer only (when the webhook is created and when the secret is rotated); keep it now
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ActivitiesController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivitiesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateActivityDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityViewDto"];
                };
            };
            /** @description Missing notes or a wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivitiesController_recent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityViewDto"][];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivitiesController_attach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, PNG or JPEG, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityAttachmentDto"];
                };
            };
            /** @description Another type of file ('Only PDF, PNG and JPEG files up to 10 MB can be attached'), no file ('Please choose a file to attach (multipart field "file")'), another field, or an activity that is not a call or note ('Files can be attached to calls and notes only') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Activity not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over 10 MB ('Only PDF, PNG and JPEG files up to 10 MB can be attached') */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivitiesController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                attachmentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Attachment not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
                /** @description On the due date, in UK time: the tasks screen's presets, the dashboard's period and the customer list's presets (week and month: the last 7 and 30 days, today included). The same as filter.dateFilter; given both ways, they must agree */
                dateFilter?: "today" | "tomorrow" | "this_week" | "next_week" | "this_month" | "next_month" | "overdue" | "all" | "yesterday" | "last_week" | "last_month" | "custom" | "week" | "month" | "thismonth" | "ytd";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included; with dateFilter custom */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included; with dateFilter custom */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"][];
                };
            };
            /** @description A wrong sort, range or filter, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaskDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"];
                };
            };
            /** @description Missing title or due date, a wrong field, a due date more than 5 years ahead ('dueDate can be at most 5 years ahead'), or (admins) an assignee that is not an active user */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Only admins can assign tasks to other users: assign it to yourself or leave the assignee out. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Task not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted task, as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Only the user who created a task, or an admin, can delete it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Task not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTaskDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"];
                };
            };
            /** @description A blank title or due date, a wrong field, a due date more than 5 years ahead ('dueDate can be at most 5 years ahead'), or an assignee that is not an active user */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Only admins can assign tasks to other users: assign it to yourself or leave the assignee out. / A partner can remove the customer only from a task assigned to itself (the task would leave its sight). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Task not found, or Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TasksController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteTaskDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Task not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This task is already completed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A user with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The user was created but the invitation could not be queued: 'The invitation email could not be sent just now. Try Resend invitation on the user.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No user with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No user with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Deactivating or deleting your own account, or leaving no active administrator */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No user with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Deactivating or deleting your own account, or leaving no active administrator */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No user with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Deactivating or deleting your own account, or leaving no active administrator */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSentDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No user with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This user has already set a password: there is no invitation to send. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The invitation email could not be sent just now. Try Resend invitation on the user. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description {success:false, error:'Invalid credentials'} */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed sign-ins in 15 minutes from this IP, or for this email (for this device, with its device cookie) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "AuthController_logout[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "AuthController_logout[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            /** @description If an account exists for this email address, we have sent it a link to reset the password. The link expires in one hour. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestedDto"];
                };
            };
            /** @description A missing or malformed email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many password reset requests. Please wait an hour and try again. (3 requests per email address and 20 per IP an hour, known address or not) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_checkAccountLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLinkTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLinkViewDto"];
                };
            };
            /** @description This link is not valid. It may have been replaced by a newer one: use the most recent email, or ask for a new link. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'This link has expired. Ask for a new one.' or 'This link has already been used. Sign in, or ask for a new link.' */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordSetDto"];
                };
            };
            /** @description A password that breaks the rule, or: 'This link is not valid. It may have been replaced by a newer one: use the most recent email, or ask for a new link.' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'This link has expired. Ask for a new one.' or 'This link has already been used. Sign in, or ask for a new link.' */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_currentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_withScores: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderWithScoresDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_createWithTerminals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProviderWithTerminalsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderCreatedDto"];
                };
            };
            /** @description A field out of its bounds (named), or status live with required fields missing (named in missingFields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A provider with that name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown provider, or (for a partner) another provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Partners cannot change the catalogue
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No provider with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Quotes, leads or partner users refer to it, named with their counts: 'This provider cannot be deleted: 2 quotes and 1 partner user refer to it. Make it inactive to withdraw it from the comparison instead.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProviderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderWithScoresDto"];
                };
            };
            /** @description A field out of its bounds (each named), or status live with required fields missing (named in missingFields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No provider with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another provider has that name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProvidersController_addTerminal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTerminalDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminalAdminViewDto"];
                };
            };
            /** @description A field out of its bounds (each named), a missing name or type, or status live with required fields missing (named in missingFields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Partners cannot change the catalogue
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No provider with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TerminalsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminalAdminViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TerminalsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminalAdminViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No terminal with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Quotes or leads name it: 'Failed to delete terminal. It may be referenced by existing quotes.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TerminalsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTerminalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminalAdminViewDto"];
                };
            };
            /** @description A field out of its bounds (each named), or status live with required fields missing (named in missingFields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No terminal with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicTerminalsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminalViewDto"][];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or not live provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadsController_uploadLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WEBP, less than 2 MB; fitted inside 200x80
                     */
                    logo: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description No file in the field, another field, or a file name with a folder path ('The file name must not contain a folder path') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No provider with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'File size must be less than 2MB' */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Only PNG, JPG, and WEBP images are allowed' */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Damaged or incomplete ('The image could not be read. It may be damaged or incomplete.'), or too many pixels ('The image is too large in pixels (at most 40 megapixels)') */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadsController_uploadTerminalImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WEBP, less than 5 MB; fitted inside 400x300
                     */
                    image: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description No file in the field, another field, or a file name with a folder path ('The file name must not contain a folder path') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No terminal with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'File size must be less than 5MB' */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Only PNG, JPG, and WEBP images are allowed' */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Damaged or incomplete ('The image could not be read. It may be damaged or incomplete.'), or too many pixels ('The image is too large in pixels (at most 40 megapixels)') */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImageDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description logos (provider logos) or terminal-images */
                folder: "logos" | "terminal-images";
                /** @description The generated name, e.g. 6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp */
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImageDto"];
                };
            };
            /** @description 'Not the name of an uploaded image' (any other name, e.g. one with a path, is refused before the disk is touched) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such folder or image */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A provider or terminal shows it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProfilesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBusinessProfileDto"];
            };
        };
        responses: {
            /** @description The saved profile with its random id (the session id is never echoed) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileViewDto"];
                };
            };
            /** @description A step-1 field or the sessionId is missing (each named), or a value is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProfilesController_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileViewDto"];
                };
            };
            /** @description The session id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown id, or the session id is missing or not the one that created the profile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProfilesController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBusinessProfileDto"];
            };
        };
        responses: {
            /** @description The saved profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown id, or the session id is missing or not the one that created the profile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ComparisonController_compare: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompareProvidersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComparisonResultDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A profile is named (id or businessProfileId) but it is unknown, or the owner's session id is missing or another's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SummaryBoxesController_pdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf, attachment quote-summary-boxes.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The session id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown id, or the session id is missing or not the one that created the profile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SummaryBoxesController_summaryBox: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: string;
                providerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteSummaryBoxDto"];
                };
            };
            /** @description The session id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown profile, the session id missing or not the one that created it, or a provider the comparison does not rank */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicQuotesController_ofProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteViewDto"][];
                };
            };
            /** @description The session id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown id, or the session id is missing or not the one that created the profile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicQuotesController_select: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelectQuoteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown quote, or the owner's session id is missing or another's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmQuotesController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: a repeated key for the same profile answers the first lead */
                "idempotency-key"?: string;
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLeadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadCreatedDto"];
                };
            };
            /** @description Invalid fields, or a provider, quote or terminal the profile was not quoted for (no lead is stored) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Missing business profile': unknown profile, or the owner's session id is missing or another's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmLeadsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmLeadsController_webhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                leadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryViewDto"][];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Lead not found': unknown, or a lead the partner does not see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmLeadsController_changeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                leadId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLeadStatusDto"];
            };
        };
        responses: {
            /** @description The updated lead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadViewDto"];
                };
            };
            /** @description status must be one of: created, quoted, applied, closed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Lead not found': unknown, or a lead of a customer the partner does not see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmLeadsController_correctContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                leadId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLeadContactDto"];
            };
        };
        responses: {
            /** @description The lead as corrected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadViewDto"];
                };
            };
            /** @description A field that breaks its rule, named: "email must be a valid email address" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Lead not found': unknown, or a lead the partner does not see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"]; fields: id, createdAt, businessName, monthlyTurnover, lastActivityAt, status */
                sort?: string;
                /** @description JSON [first, last] (inclusive); 25 customers by default, at most 500 */
                range?: string;
                /** @description JSON object of filters: q (every word in the business name or a lead's first name, last name or email; case-insensitive), status (the latest lead's: created, quoted, applied, closed; or a list), sector (businessSector), providerId (the selected provider), source (wizard, phone, email, referral, event; or a list), dateFrom / dateTo (YYYY-MM-DD, UK days, on createdAt), id (a list of ids) */
                filter?: string;
                /** @description On the customer's createdAt, in UK time; week and month are the last 7 and 30 days, today included */
                dateFilter?: "all" | "today" | "yesterday" | "week" | "month" | "thismonth" | "ytd";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range: customers first-last/total. A search (filter q) is counted up to 100 customers (or to the page's end, if further): when more match, Content-Range ends in /* and X-Total-More-Than says how many are known to match, at least one beyond the page. */
            200: {
                headers: {
                    /** @description customers first-last/total, or first-last/* when the total is only known to be more than X-Total-More-Than */
                    "Content-Range"?: string;
                    /** @description Only for a search matching more than 100 customers (or more than the page's end): more than this many match */
                    "X-Total-More-Than"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListDto"];
                };
            };
            /** @description A wrong sort, range, filter or dateFilter, named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomerEnquiriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCreatedDto"];
                };
            };
            /** @description A field that breaks its rule, named ("monthlyTurnover must be a number with at most 2 decimal places from 1 to 10000000000 (pounds)"), or a selectedProviderId that these figures were not quoted for (naming the quoted ones); nothing is stored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON object of filters: q (every word in the business name or a lead's first name, last name or email; case-insensitive), status (the latest lead's: created, quoted, applied, closed; or a list), sector (businessSector), providerId (the selected provider), source (wizard, phone, email, referral, event; or a list), dateFrom / dateTo (YYYY-MM-DD, UK days, on createdAt), id (a list of ids) */
                filter?: string;
                /** @description On the customer's createdAt, in UK time; week and month are the last 7 and 30 days, today included */
                dateFilter?: "all" | "today" | "yesterday" | "week" | "month" | "thismonth" | "ytd";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv, attachment customers-YYYY-MM-DD.csv, one header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A wrong filter or dateFilter, named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_EXPORTS customer exports an hour): 'You have reached the limit of N customer exports an hour: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetailDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Customer not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDeletedDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Customer not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_correctDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBusinessDetailsDto"];
            };
        };
        responses: {
            /** @description The business profile as corrected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileViewDto"];
                };
            };
            /** @description A field that breaks its rule, named: "businessName must be a text of 1 to 200 characters" */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Customer not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustomersController_bulkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteCustomersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomersDeletedDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Customer not found: <id>, ...' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    IndustryDefaultsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sector: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryDefaultsDto"];
                };
            };
            /** @description Unknown or inactive sector: the wizard falls back to General Business */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmIndustryDefaultsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryDefaultViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmIndustryDefaultsController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIndustryDefaultDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryDefaultViewDto"];
                };
            };
            /** @description A field out of its bounds (each named) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No industry default with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmIndustryDefaultsController_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIndustryDefaultDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustryDefaultViewDto"];
                };
            };
            /** @description A field out of its bounds (each named) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No industry default with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TrackingController_visitor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TrackingController_userLaunch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TrackingController_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TrackingController_step: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AnalyticsController_dashboard: {
        parameters: {
            query?: {
                /** @description A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included */
                dateFilter?: "today" | "yesterday" | "this_week" | "last_week" | "this_month" | "last_month" | "custom";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsDashboardDto"];
                };
            };
            /** @description A wrong dateFilter or date, named; a start after the end; a period longer than 2 years ('The period can be at most 2 years: choose a later startDate or an earlier endDate'); a day outside 2000-2099 ('startDate and endDate must be days from 2000-01-01 to 2099-12-31') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_ANALYTICS analytics requests a minute): 'You have reached the limit of N analytics requests a minute: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AnalyticsController_exportCsv: {
        parameters: {
            query?: {
                /** @description A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included */
                dateFilter?: "today" | "yesterday" | "this_week" | "last_week" | "this_month" | "last_month" | "custom";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv, attachment analytics-DD-MM-YYYY-DD-MM-YYYY.csv, one header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A wrong dateFilter or date, named; a start after the end; a period longer than 2 years ('The period can be at most 2 years: choose a later startDate or an earlier endDate'); a day outside 2000-2099 ('startDate and endDate must be days from 2000-01-01 to 2099-12-31') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_ANALYTICS analytics requests a minute): 'You have reached the limit of N analytics requests a minute: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AnalyticsController_journeyEvents: {
        parameters: {
            query?: {
                /** @description A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included */
                dateFilter?: "today" | "yesterday" | "this_week" | "last_week" | "this_month" | "last_month" | "custom";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JourneyEventDto"][];
                };
            };
            /** @description A wrong dateFilter or date, named; a start after the end; a period longer than 2 years ('The period can be at most 2 years: choose a later startDate or an earlier endDate'); a day outside 2000-2099 ('startDate and endDate must be days from 2000-01-01 to 2099-12-31') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_ANALYTICS analytics requests a minute): 'You have reached the limit of N analytics requests a minute: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AnalyticsController_pageAnalytics: {
        parameters: {
            query?: {
                /** @description A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included */
                dateFilter?: "today" | "yesterday" | "this_week" | "last_week" | "this_month" | "last_month" | "custom";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAnalyticsDto"][];
                };
            };
            /** @description A wrong dateFilter or date, named; a start after the end; a period longer than 2 years ('The period can be at most 2 years: choose a later startDate or an earlier endDate'); a day outside 2000-2099 ('startDate and endDate must be days from 2000-01-01 to 2099-12-31') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_ANALYTICS analytics requests a minute): 'You have reached the limit of N analytics requests a minute: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CrmDashboardController_list: {
        parameters: {
            query?: {
                /** @description A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included */
                dateFilter?: "today" | "yesterday" | "this_week" | "last_week" | "this_month" | "last_month" | "custom";
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                startDate?: string;
                /** @description YYYY-MM-DD, a UK (Europe/London) calendar day, included */
                endDate?: string;
                /** @description The funnel stage (the dashboard selects applied by default) */
                statType?: "visitors" | "users" | "created" | "quoted" | "selected" | "applied";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDetailRowDto"][];
                };
            };
            /** @description A wrong statType, named. A wrong dateFilter or date, named; a start after the end; a period longer than 2 years ('The period can be at most 2 years: choose a later startDate or an earlier endDate'); a day outside 2000-2099 ('startDate and endDate must be days from 2000-01-01 to 2099-12-31') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_ANALYTICS analytics requests a minute): 'You have reached the limit of N analytics requests a minute: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GmailController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GmailStatusDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GmailController_authUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GmailAuthUrlDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gmail is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL (see the README). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GmailController_callback: {
        parameters: {
            query?: {
                /** @description Sent by Google: the issuer's address; not read */
                iss?: string;
                /** @description Sent by Google: the account's Workspace domain; not read */
                hd?: string;
                /** @description Sent by Google; not read */
                prompt?: string;
                /** @description Sent by Google; not read */
                authuser?: string;
                /** @description Sent by Google: the scopes granted; not read */
                scope?: string;
                /** @description Google's refusal, e.g. access_denied */
                error?: string;
                state?: string;
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page: Gmail Authorization Complete */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description HTML page: Authorization Failed, with the reason */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description HTML page: Authorization Failed (Google refused the code) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description HTML page: Authorization Failed (Gmail is not configured) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    GmailController_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GmailTestResultDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gmail is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL (see the README). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GmailController_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GmailDisconnectDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"][];
                };
            };
            /** @description A wrong sort, range or filter, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEmailTemplateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description Missing information or a wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Automated templates are managed in the backend
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A template with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A numeric template id, or a template name (case-insensitive), e.g. quote-saved or application-submitted */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEmailTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description A blank name, subject or content, or a wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Automated templates are managed in the backend
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A template with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Automated templates are managed in the backend
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEmailTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description A blank name, subject or content, or a wrong field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Automated templates are managed in the backend
             *
             *     Signed in with another role. Roles: admin, staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A template with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_switchAutomation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchAutomationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateViewDto"];
                };
            };
            /** @description isActive missing or not a boolean */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not an admin
             *
             *     Signed in with another role. Roles: admin.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A manual template ('Only automated emails are switched on and off; a manual template is activated or deactivated'), a retired one ('This automated template is retired: the product does not send it, so it cannot be switched on'), or a set-password link ('This email lets back-office users set their password, so it cannot be switched off') */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailTemplatesController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A numeric template id, or a template name (case-insensitive), e.g. quote-saved or application-submitted */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewEmailTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplatePreviewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Email template not found, or Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendEmailDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentEmailDto"];
                };
            };
            /** @description Missing information: Please fill in all required fields. / Invalid recipient email address / Partners can email only the customer's applicants for their own provider / templateId must name an active manual template (automated templates are sent by the product itself) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the signed-in user's limit (RATE_LIMIT_EMAIL_SENDS emails an hour): 'You have reached the limit of N emails an hour: try again in …'; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the user may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProgressController_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveProgressDto"];
            };
        };
        responses: {
            /** @description Saved and the email queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveProgressResponseDto"];
                };
            };
            /** @description Missing or invalid email, or a state that is not an object or too large */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "message": [
                     *         "Email required"
                     *       ],
                     *       "error": "Bad Request"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description The state names a business profile this session does not own */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The email could not be queued, or an admin has switched it off ('Saving your progress by email is not available at the moment.'); nothing was saved */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "message": "We could not send the email just now. Please try again.",
                     *       "error": "Service Unavailable"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
        };
    };
    ProgressController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeProgressDto"];
            };
        };
        responses: {
            /** @description The saved wizard state, the new session id and when the link expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedProgressViewDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or expired link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "message": "This saved progress link has expired or does not exist",
                     *       "error": "Not Found"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RenewalRemindersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRenewalReminderDto"];
            };
        };
        responses: {
            /** @description The reminder is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalReminderViewDto"];
                };
            };
            /** @description A date that is not real, not in the future or too far ahead; consent not given; an invalid email */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "message": [
                     *         "The end date must be in the future"
                     *       ],
                     *       "error": "Bad Request"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description Unknown profile, or not this session’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The confirmation could not be queued; nothing was kept */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "message": "We could not send the email just now. Please try again.",
                     *       "error": "Service Unavailable"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
        };
    };
    RenewalRemindersController_createByLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRenewalReminderByLinkDto"];
            };
        };
        responses: {
            /** @description The reminder is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalReminderViewDto"];
                };
            };
            /** @description A date that is not real, not in the future or too far ahead; consent not given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "message": [
                     *         "The end date must be in the future"
                     *       ],
                     *       "error": "Bad Request"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description Unknown, used or expired link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "message": "This reminder link has already been used, has expired or does not exist",
                     *       "error": "Not Found"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The confirmation could not be queued; nothing was kept and the link works again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "message": "We could not send the email just now. Please try again.",
                     *       "error": "Service Unavailable"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
        };
    };
    RenewalRemindersController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRenewalReminderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawnRenewalReminderDto"];
                };
            };
            /** @description The body is not JSON, or a field is invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or used link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "message": "This link has already been used or does not exist",
                     *       "error": "Not Found"
                     *     }
                     */
                    "application/json": unknown;
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute) */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StatementsController_analyze: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404. */
                "X-Session-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The statement: PDF, JPEG or PNG, at most 10 MB
                     */
                    document: string;
                    /**
                     * Format: uuid
                     * @description The id answered when the business profile was created
                     */
                    businessProfileId: string;
                };
            };
        };
        responses: {
            /** @description Figures found (possibly none) and a summary sentence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisResponseDto"];
                };
            };
            /** @description No business profile id ('Please complete business details first') or no file ('Please upload a statement file') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No business profile with that id, or the owner's X-Session-Id is missing or another's ('Please complete business details first') */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'File size must be less than 10MB' */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a PDF, JPEG or PNG by content ('File type not supported. Please upload: pdf, jpg, jpeg, png') */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A damaged or password-protected PDF, or a scanned page too large to render ('We could not read this PDF. It may be damaged or password-protected.'); a picture that cannot be decoded, whose size cannot be read or over 50 megapixels ('We could not read this image. It may be damaged or too large.'); a document not read within its deadline */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The same client's previous upload is still being read ('Your previous statement is still being read. Please wait for it to finish before uploading another.'); or:
             *
             *     Too many requests. Please wait a minute and try again. (RATE_LIMIT_PUBLIC per IP per minute)
             */
            429: {
                headers: {
                    /** @description Seconds until the client may try again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many documents waiting to be read ('Document analysis is busy at the moment. Please try again in a minute.'), or the PDF reader or OCR could not start ('Document analysis is not available at the moment. Please enter your figures manually.') */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SystemStatsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemStatsDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RetentionController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionStatusDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RetentionController_scheduled: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range: retention 0-24/N */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionRecordViewDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RetentionController_cleanup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleanupResultDto"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A data cleanup is already running. Please try again in a few minutes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example error */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example error */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    CompanyController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCompanyDto"];
                };
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total (Content-Range: audit 0-24/N) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_forProvider: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [first, last] (inclusive) */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Range header carries the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description A query parameter is invalid (named): a wrong sort, range or filter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No provider with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description url is null when no webhook is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown provider, or (for a partner) another provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWebhookDto"];
            };
        };
        responses: {
            /** @description secret is present only when this call made it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /** @description url is not https (in production), carries credentials, or names a private, loopback or link-local address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown provider, or (for a partner) another provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown provider, or (for a partner) another provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown provider, or (for a partner) another provider, or no webhook is set for it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryViewDto"];
                };
            };
            /** @description A numeric id in the path is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in with another role. Roles: admin, staff, partner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Webhook delivery not found': unknown, or (for a partner) another provider's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An attempt of it is under way */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter longer than 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unreachable for the moment: retry after the Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
