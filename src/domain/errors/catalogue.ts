import {
  fieldMessage,
  fieldMessageWith,
  refusal,
  refusalWith,
  type ErrorDefinition,
  type ErrorParamsShape,
} from './define';

// Every refusal the API gives, by code: its HTTP status, the English text and what it means.
// A refusal travels as `{ code, message, params?, fields? }` (docs/errors.md, generated from
// this table by `npm run errors:docs`); the web client shows its own translation of the code
// (`src/web/locales/errors/<language>.json`), so an English text may change without touching a
// translation. Codes are stable: rename one only with its translations and the docs.

const SERVER = 'Our fault, not the caller’s: the details are in the server log. Try again later.';

export const errorCatalogue = {
  // The request itself, before any route's own rules.
  'request.invalid': refusal(
    400,
    'This request is not valid.',
    'The request could not be read or routed.',
  ),
  'request.bad_url': refusal(
    400,
    'This address is not valid.',
    'The address contains a malformed %-escape.',
  ),
  'request.path_too_long': refusal(
    414,
    'This address is too long.',
    'A part of the address is longer than any real id.',
  ),
  'request.invalid_json': refusal(
    400,
    'The request body is not valid JSON.',
    'The body could not be parsed as JSON (or was empty where JSON was announced).',
  ),
  'request.too_deep': refusal(
    400,
    'The request body is nested too deeply.',
    'Arrays and objects in a JSON body may nest at most 32 deep; the body is refused before it is parsed (docs/requirements/limits.md).',
  ),
  'request.too_large': refusal(
    413,
    'The request is too large.',
    'The body is larger than the route accepts (64 KB for JSON, 8 KB for sign-in; docs/requirements/limits.md).',
  ),
  'request.unsupported_media_type': refusal(
    415,
    'This kind of content is not accepted here.',
    'The Content-Type is not one the route reads (JSON, or multipart for uploads).',
  ),
  'request.rate_limited': refusal(
    429,
    'Too many requests in a short time. Please wait a few minutes and try again.',
    'A rate limit was reached (per application token, per staff member, per client address, or per application number for a new resume link); the Retry-After header says when to try again.',
  ),
  'request.route_not_found': refusalWith<{ method: string; path: string }>()(
    404,
    'No API route matches {{method}} {{path}}',
    'No route has this method and path.',
  ),
  'request.metrics_token_required': refusal(
    401,
    'This address needs the metrics token.',
    'GET /metrics without `Authorization: Bearer <METRICS_TOKEN>`, or with another token (docs/deploy.md, "Monitoring").',
  ),
  'request.file_not_found': refusal(
    404,
    'Not found',
    'A static file (an asset, the favicon) that does not exist.',
  ),
  'server.error': refusal(500, 'Something went wrong on our side. Please try again.', SERVER),
  'server.unavailable': refusal(
    503,
    'The service is briefly unavailable. Please try again in a minute.',
    'The database or the file store could not be reached (a restart, a network fault); the Retry-After header says when to try again. An upload refused so is not kept.',
  ),
  'request.busy': refusal(
    429,
    'Another file or signature for this application is still being processed. Please wait a moment and try again.',
    'The application already has two uploads or signatures being prepared and eight waiting; more are refused at once, not queued (docs/requirements/limits.md, "Heavy work").',
  ),
  'server.busy': refusal(
    503,
    'We are busy right now. Please try again in a minute.',
    'The preparation queue is full, or a signature took longer than its time budget; nothing was kept (docs/requirements/limits.md, "Heavy work").',
  ),

  // Validation: `fields` holds one code per field path ('applicants.1.firstName').
  'validation.failed': refusal(
    400,
    'Please correct the highlighted fields.',
    'One or more fields are invalid; `fields` names each with its own code.',
  ),
  'validation.invalid': fieldMessage('This value is not valid.'),
  'validation.invalid_option': fieldMessage('Please choose one of the options.'),
  'validation.too_short': fieldMessageWith<{ min: number }>()(
    'Please use at least {{min}} characters',
  ),
  'validation.too_long': fieldMessageWith<{ max: number }>()(
    'Please use at most {{max}} characters',
  ),
  'validation.code_required': fieldMessage('Code is required'),
  'validation.nationality_required': fieldMessage('Enter the nationality'),
  'validation.place_of_birth_required': fieldMessage('Enter the place of birth'),
  'validation.religion_required': fieldMessage('Enter the religion'),
  'validation.education_status_required': fieldMessage('Choose the level of education'),
  'validation.father_name_required': fieldMessage("Enter the father's full name"),
  'validation.father_nationality_required': fieldMessage("Enter the father's nationality"),
  'validation.father_place_of_birth_required': fieldMessage("Enter the father's place of birth"),
  'validation.mother_name_required': fieldMessage("Enter the mother's full name"),
  'validation.mother_nationality_required': fieldMessage("Enter the mother's nationality"),
  'validation.mother_place_of_birth_required': fieldMessage("Enter the mother's place of birth"),
  'validation.passport_issuing_country_required': fieldMessage(
    'Enter the country that issued the passport',
  ),
  'validation.passport_place_of_issue_required': fieldMessage(
    "Enter the passport's place of issue",
  ),
  'validation.entry_port_required': fieldMessage('Choose the port of entry'),
  'validation.exit_port_required': fieldMessage('Choose the port of exit'),
  'validation.places_to_visit_required': fieldMessage('Enter the places to visit'),
  'validation.zip_code_required': fieldMessage('Enter the postal code'),
  'validation.country_required': fieldMessage('Enter the country of the present address'),
  'validation.permanent_zip_code_required': fieldMessage('Enter the permanent postal code'),
  'validation.permanent_country_required': fieldMessage(
    'Enter the country of the permanent address',
  ),
  'validation.date_of_birth_required': fieldMessage('Enter the date of birth'),
  'validation.passport_issue_date_required': fieldMessage("Enter the passport's date of issue"),
  'validation.passport_expiry_date_required': fieldMessage("Enter the passport's date of expiry"),
  'validation.date_of_arrival_required': fieldMessage('Enter the date of arrival in India'),
  'validation.date_of_departure_required': fieldMessage('Enter the date of departure from India'),
  'validation.first_name_min': fieldMessage('First name must be at least 2 characters'),
  'validation.last_name_min': fieldMessage('Last name must be at least 2 characters'),
  'validation.passport_number_min': fieldMessage('Passport number must be at least 5 characters'),
  'validation.purpose_of_visit_min': fieldMessage(
    'Purpose of visit must be at least 10 characters',
  ),
  'validation.present_address_min': fieldMessage('Present address must be at least 10 characters'),
  'validation.permanent_address_min': fieldMessage(
    'Permanent address must be at least 10 characters',
  ),
  'validation.employer_address_min': fieldMessage(
    'Employer address must be at least 10 characters',
  ),
  'validation.city_state_min': fieldMessage('City/State must be at least 2 characters'),
  'validation.permanent_city_state_min': fieldMessage(
    'Permanent city/state must be at least 2 characters',
  ),
  'validation.occupation_min': fieldMessage('Occupation must be at least 2 characters'),
  'validation.employer_name_min': fieldMessage('Employer name must be at least 2 characters'),
  'validation.date_of_birth_invalid': fieldMessage('Please enter a valid date of birth'),
  'validation.passport_issue_date_invalid': fieldMessage(
    'Please enter a valid passport issue date',
  ),
  'validation.passport_expiry_date_invalid': fieldMessage(
    'Please enter a valid passport expiry date',
  ),
  'validation.date_of_arrival_invalid': fieldMessage('Please enter a valid arrival date'),
  'validation.date_of_departure_invalid': fieldMessage('Please enter a valid departure date'),
  'validation.required': fieldMessage('This field is required'),
  'validation.invalid_characters': fieldMessage(
    'Please remove unsupported characters (such as control or formatting characters)',
  ),
  'validation.fill_all_required': fieldMessage('Please fill in all required fields'),
  'validation.email_invalid': fieldMessage('Valid email is required'),
  'validation.application_number_invalid': fieldMessage(
    'Please enter the application number from your email (for example EV2026K7QX3M9A)',
  ),
  'validation.phone_invalid': fieldMessage('Please enter a valid phone number (6 to 15 digits)'),
  'validation.country_code_invalid': fieldMessage('Please select a country code'),
  'validation.port_of_arrival_invalid': fieldMessage(
    'Please select a port of arrival for the chosen transportation',
  ),
  'validation.tourist_validity_required': refusal(
    400,
    'Please choose how long the Tourist e-Visa should be valid',
    'A tourist visa needs `touristValidity`: 30-days, 1-year or 5-years.',
  ),
  'validation.number_of_applicants_range': fieldMessage(
    'Number of applicants must be between 1 and 10',
  ),
  'validation.gender_required': fieldMessage('Please select your gender'),
  'validation.marital_status_required': fieldMessage('Please select your marital status'),
  'validation.yes_no_required': fieldMessage('Please answer yes or no'),
  'validation.country_invalid': fieldMessage('Please select a country from the list'),
  'validation.entry_port_invalid': fieldMessage(
    'Please select an airport or seaport where e-Visa holders may enter India',
  ),
  'validation.exit_port_invalid': fieldMessage('Please select a port from the list'),
  'validation.saarc_countries_details_required': fieldMessage(
    'Please give the countries, years and number of visits (at least 10 characters)',
  ),
  'validation.criminal_record_details_required': fieldMessage(
    'Please give details of the criminal record (at least 10 characters)',
  ),
  'validation.deportation_details_required': fieldMessage(
    'Please give details of the deportation (at least 10 characters)',
  ),
  'validation.date_of_birth_future': fieldMessage('Date of birth cannot be in the future'),
  'validation.passport_issue_date_future': fieldMessage(
    'Passport issue date cannot be in the future',
  ),
  'validation.passport_issue_after_birth': fieldMessage(
    'Passport issue date must be after date of birth',
  ),
  'validation.passport_expiry_after_issue': fieldMessage(
    'Passport expiry date must be after issue date',
  ),
  'validation.passport_valid_six_months': fieldMessage(
    'Passport must be valid for at least 6 months from today',
  ),
  'validation.passport_valid_six_months_after_arrival': fieldMessage(
    'Passport must be valid for at least 6 months after your arrival in India',
  ),
  'validation.passport_valid_beyond_departure': fieldMessage(
    'Passport must be valid beyond your departure date from India',
  ),
  'validation.departure_after_arrival': fieldMessage('Departure date must be after arrival date'),
  'validation.stay_max': fieldMessage('Stay duration cannot exceed 180 days (6 months)'),
  'validation.stay_min': fieldMessage('Minimum stay duration is 1 day'),
  'validation.date_consistency': fieldMessage('Please check date consistency between fields'),
  'validation.legal_agreement_required': fieldMessage(
    'Legal Agreement Required: Please accept privacy policy, terms of service, and provide your digital signature.',
  ),
  'validation.signature_required': fieldMessage('Digital signature is required to proceed'),
  'validation.username_required': fieldMessage('Username is required'),
  'validation.password_required': fieldMessage('Password is required'),

  'validation.arrival_window': fieldMessageWith<{ min: number; max: number }>()(
    'Arrival date must be between {{min}} and {{max}} days from today',
  ),

  // Who may use the e-Visa, and trips that leave time for it (docs/requirements/eligibility.md,
  // docs/requirements/processing-and-dates.md). Days are 'YYYY-MM-DD' params shown as a day.
  'eligibility.pakistan': fieldMessage(
    'Nationals of Pakistan and holders of Pakistani passports cannot use the e-Visa. Please apply for a regular visa at the Indian High Commission or embassy that serves you.',
  ),
  'eligibility.indian': fieldMessage(
    'Indian citizens do not need a visa for India: please travel on your Indian passport.',
  ),
  'eligibility.not_listed': fieldMessage(
    'This nationality is not on India’s e-Visa list. Please apply for a regular visa at the Indian embassy or consulate that serves you.',
  ),
  'trip.normal_too_slow': fieldMessageWith<{ expectedBy: string; arrival: string }>()(
    'With Normal processing your e-Visa is expected by {{expectedBy, day}}, after your arrival on {{arrival, day}}. Choose Urgent processing, or change your dates.',
  ),
  'trip.normal_too_slow_super_urgent': fieldMessageWith<{ expectedBy: string; arrival: string }>()(
    'With Normal processing your e-Visa is expected by {{expectedBy, day}}, after your arrival on {{arrival, day}}. Choose Super urgent processing, or change your dates.',
  ),
  'trip.urgent_too_slow': fieldMessageWith<{ expectedBy: string; arrival: string }>()(
    'With Urgent processing your e-Visa is expected by {{expectedBy, day}}, after your arrival on {{arrival, day}}. Choose Super urgent processing, or change your dates.',
  ),
  'trip.too_soon': fieldMessageWith<{ arrival: string }>()(
    'No processing speed can deliver your e-Visa before your arrival on {{arrival, day}}. Please choose a later arrival date.',
  ),

  // The applicant's application (everything under /api/applications/:id needs its token).
  'application.token_required': refusal(
    401,
    'This application needs its access token.',
    'No `Authorization: Bearer <accessToken>` header, or not in that form.',
  ),
  'application.not_found': refusal(
    404,
    'Application not found',
    'No application has this id, or the token does not open it (the same answer, so ids cannot be probed).',
  ),
  'application.session_ended': refusalWith<{ count: number }>()(
    401,
    'For your security, this link or browser no longer opens your application. Access ends after {{count}} days without use, some time after the decision, and when you sign out on your other devices. Ask for a new link with your application number and email address.',
    'The token once opened the application, but its session has ended (idle, decided long ago, or ended by the applicant; docs/requirements/applicant-sessions.md). `count`: the idle days.',
    'For your security, this link or browser no longer opens your application. Access ends after 1 day without use, some time after the decision, and when you sign out on your other devices. Ask for a new link with your application number and email address.',
  ),
  'application.session_limited': refusal(
    403,
    'For your security, a link from an older email does not open uploaded passports and photos. We can email you a new link that opens them.',
    'A session opened from an emailed link cannot download uploaded files until the applicant follows a fresh link asked for from it (docs/requirements/applicant-sessions.md).',
  ),
  'accounting.document_not_found': refusal(
    404,
    'This receipt or credit note was not found.',
    'No receipt, invoice or credit note of this application has this id (docs/requirements/receipts.md).',
  ),
  'accounting.link_invalid': refusal(
    404,
    'This download link has expired or is not valid. Check your status again for a new link.',
    'A receipt or credit note link from the status check that is malformed, forged or older than its 30 minutes (docs/requirements/receipts.md).',
  ),
  'application.not_editable': refusal(
    409,
    'This application has been submitted and can no longer be changed. Please contact support if something is wrong.',
    'The application is paid or later: its details are fixed.',
  ),
  'application.not_submitted': refusal(
    409,
    'Please sign the agreement to submit your application before we send its confirmation.',
    'The confirmation email is sent only once the agreement is signed.',
  ),
  'application.applicant_count': refusalWith<{ count: number; received: number }>()(
    400,
    'This application is for {{count}} applicants. Please provide details for exactly {{count}} applicants (received {{received}}).',
    'The step-2 save must carry exactly as many applicants as the application has.',
    'This application is for 1 applicant. Please provide details for exactly 1 applicant (received {{received}}).',
  ),
  'application.too_many_drafts': refusalWith<{ count: number }>()(
    400,
    'This application is for {{count}} applicants; a draft cannot hold more.',
    'A draft save carried more applicants than the application has.',
    'This application is for 1 applicant; a draft cannot hold more.',
  ),
  'application.erased': refusal(
    409,
    "This application's personal data has been erased; it can no longer be worked on.",
    "Staff: the application was made anonymous (erased at the traveller's request, or by retention); only its accounts remain (docs/requirements/privacy.md).",
  ),
  'application.cannot_approve': refusal(
    409,
    'This application cannot be approved in its current status.',
    'Staff: only an application under review can be approved.',
  ),
  'application.cannot_reject': refusal(
    409,
    'This application cannot be rejected in its current status.',
    'Staff: only an application under review can be rejected.',
  ),
  'application.already_assigned': refusalWith<{ holder: string }>()(
    409,
    '{{holder}} is already working on this application.',
    'Staff: someone else holds the application; assigning it anyway needs takeOver: true.',
  ),
  'application.decide_per_traveller': refusal(
    409,
    'This application has more than one traveller: approve each traveller with their own e-Visa.',
    'Staff: a whole-application approval is only for one traveller; each traveller of a group is decided on their own.',
  ),
  'application.traveller_not_found': refusal(
    404,
    'This traveller is not part of this application.',
    'Staff: no traveller (applicant) of this application has this id.',
  ),
  'application.traveller_already_decided': refusal(
    409,
    'This traveller has already been decided.',
    'Staff: the traveller was approved or refused already (perhaps just now, by someone else); a decision is final.',
  ),
  'application.traveller_not_decidable': refusal(
    409,
    'Travellers can only be decided while the application is under review.',
    'Staff: the application is not under review (documents still missing, or every traveller decided).',
  ),
  // Submission to the Government of India, per traveller (docs/requirements/refunds.md).
  'application.government_submission_not_allowed': refusal(
    409,
    'A government submission can only be recorded for an undecided traveller of a paid application.',
    'Staff: the application is not paid or under review, or the traveller was already approved or refused.',
  ),
  'application.already_submitted_to_government': refusal(
    409,
    'This traveller’s submission to the government is already recorded.',
    'Staff: the submission was recorded already (perhaps just now, by someone else); it is final.',
  ),
  'application.not_submitted_to_government': refusal(
    409,
    'The government can only refund its fee once the traveller was submitted to it.',
    'Staff: record the government submission first.',
  ),
  'application.government_fee_refund_exists': refusal(
    409,
    'The government’s refund of its fee is already recorded for this traveller.',
    'Staff: recorded already (perhaps just now, by someone else).',
  ),
  // Changes requested (docs/requirements/change-requests.md).
  'change_request.not_requestable': refusal(
    409,
    'Changes can only be requested while the application is under review.',
    'Staff: the application is not under review (documents missing, changes already requested, or decided).',
  ),
  'change_request.traveller_decided': refusal(
    409,
    'This traveller has already been decided; changes cannot be requested for them.',
    'Staff: an item names a traveller who was approved or refused already.',
  ),
  'change_request.reason_not_for_target': refusal(
    400,
    'This reason does not apply to what you chose.',
    'Staff: the preset reason is not one for that document or field (docs/requirements/change-requests.md).',
  ),
  'change_request.other_text_required': refusal(
    400,
    'Please describe what needs to change.',
    'Staff: the reason “other” needs a text.',
  ),
  'change_request.target_not_applicable': refusal(
    400,
    'This document is not part of this application.',
    'Staff: the document type is not one this visa type uses.',
  ),
  'change_request.duplicate_item': refusal(
    400,
    'The same thing is asked twice for one traveller.',
    'Staff: two items name the same traveller and the same document or field.',
  ),
  'change_request.link_invalid': refusal(
    404,
    'This link has expired or is not valid. Please use the link in the newest email we sent you.',
    'A change link that is unknown, replaced by a newer email’s link, or older than 7 days.',
  ),
  'change_request.completed': refusal(
    410,
    'You have already sent every change we asked for. Thank you: we are reviewing your application again.',
    'The change request behind this link is complete; the link no longer works.',
  ),
  'change_request.item_not_found': refusal(
    404,
    'This was not asked for.',
    'The item is not part of the change request behind this link.',
  ),
  'change_request.item_done': refusal(
    409,
    'This change has already been sent.',
    'The item was completed already (perhaps just now, in another tab).',
  ),
  'change_request.item_not_document': refusal(
    400,
    'This change asks for a corrected detail, not a file.',
    'A file was sent for a field item.',
  ),
  'change_request.item_not_field': refusal(
    400,
    'This change asks for a new file, not a corrected detail.',
    'A field value was sent for a document item, or for a field no item names.',
  ),
  'change_request.file_mismatch': refusal(
    400,
    'This file was sent for another document or traveller than the one asked for.',
    'The upload’s documentType or applicant field does not match the item.',
  ),
  'resume.code_invalid': refusal(
    404,
    'This link has expired or has already been used. Please open your application in the browser where you started it, or check its status with your application number.',
    'A resume code from an email or a payment return is unknown, spent or older than 7 days.',
  ),

  // The agreement (call 3).
  'agreement.applicants_incomplete': refusal(
    409,
    'Please complete and save the details of every applicant before signing the agreement.',
    'Signing needs every applicant’s complete, saved details.',
  ),
  'agreement.applicants_stale': refusal(
    409,
    'Some applicant details are no longer valid today (for example an arrival date that has passed). Please review and save them again before signing.',
    'Saved details fail today’s rules (dates move on); save them again.',
  ),
  'agreement.changed_while_signing': refusal(
    409,
    'The application changed while you were signing. Please check the details and sign again.',
    'Another save changed the application between reading and signing.',
  ),
  'agreement.not_found': refusal(
    404,
    'Agreement not found',
    'Staff: the application has no signed agreement PDF.',
  ),

  // Payment (call 5 and the providers' webhooks).
  'payment.not_ready': refusal(
    409,
    'Please complete and sign your application before paying.',
    'Only a signed (submitted) application can be paid.',
  ),
  'payment.already_paid': refusal(
    409,
    'This application is already paid.',
    'The application is past payment; no new checkout is created.',
  ),
  'payment.trip_not_possible': refusal(
    409,
    'Your trip no longer works with this application as it stands: an arrival date is now too near for the processing you chose, or has passed. Please review the travel dates or choose faster processing before paying.',
    'Checked again when the checkout is created: days have passed since signing.',
  ),
  'payment.creation_failed': refusal(
    502,
    'Payment creation failed',
    'The payment provider did not create a checkout; nothing was charged. Try again.',
  ),
  'payment.unknown_provider': refusal(
    404,
    'Unknown payment provider',
    'A webhook for a provider that is not the active one.',
  ),
  'payment.webhook_invalid': refusal(
    400,
    'The webhook could not be verified.',
    'A webhook whose signature, timestamp or body does not verify.',
  ),
  'payment.not_found': refusal(404, 'Payment not found', 'Staff: no payment has this id.'),
  'payment.not_refundable': refusal(
    409,
    'Only a succeeded payment can be refunded.',
    'Staff: the payment did not succeed, or has no provider reference.',
  ),
  'payment.provider_mismatch': refusalWith<{ provider: string }>()(
    409,
    'This payment was taken by {{provider}}, which is not the active provider.',
    'Staff: refunds go through the provider that took the payment.',
  ),

  // Refunds by the rules or of a custom amount (docs/requirements/refunds.md).
  'refund.nothing_to_refund': refusal(
    409,
    'There is nothing left to refund.',
    'Staff: the rules give nothing back for this traveller now, or no paid amount remains.',
  ),
  'refund.amount_exceeds_remaining': refusalWith<{ remaining: string }>()(
    409,
    'The amount is more than what remains to refund ({{remaining}}).',
    'Staff: a custom refund may not exceed what is left of the payment (for a traveller: of what they paid, less earlier refunds). Nothing was refunded.',
  ),
  'refund.not_paid': refusal(
    409,
    'Only a paid application can be refunded.',
    'Staff: the application has no succeeded payment.',
  ),

  // Documents (upload, removal, completion) and staff downloads.
  'document.upload_not_open': refusal(
    409,
    'Documents can be uploaded once your payment is confirmed.',
    'Uploads, removals and completion are open between payment and completion only.',
  ),
  'document.too_large': refusalWith<{ name: string; maxMb: number }>()(
    413,
    'File "{{name}}" is too large. Maximum size is {{maxMb}}MB.',
    'The file passed the size limit while it was streamed; nothing was kept.',
  ),
  'document.invalid_type': refusalWith<{ name: string; types: string }>()(
    415,
    'File "{{name}}" has an invalid type. Accepted types: {{types}}',
    'The content (magic bytes) is not one of the accepted types, whatever its name.',
  ),
  'document.too_many_files': refusalWith<{ max: number }>()(
    409,
    'Cannot upload more than {{max}} files.',
    'The applicant already has the most files this category takes.',
  ),
  'document.image_too_large': refusalWith<{ name: string }>()(
    422,
    'File "{{name}}" is too large in pixels. Please upload a smaller image.',
    'An image over 50 megapixels is refused before it is decoded.',
  ),
  'document.too_complex': refusalWith<{ name: string }>()(
    422,
    'File "{{name}}" needs too much work to prepare. Please upload a smaller scan or fewer pages.',
    'A file whose images hold over 100 megapixels together, or whose preparation took over 20 seconds, is refused and not kept (docs/requirements/limits.md, "Heavy work").',
  ),
  'document.passport_and_photo_required': refusal(
    400,
    'Please upload both passport bio-data page and recent photo to proceed.',
    'Completion needs every applicant’s passport and photo.',
  ),
  'document.business_invitation_required': refusal(
    400,
    'Please upload a business invitation letter or business card for every applicant to proceed.',
    'A business e-Visa application is completed only with every applicant’s business invitation or business card (docs/requirements/documents.md).',
  ),
  'document.medical_letter_required': refusal(
    400,
    'Please upload the letter from the hospital in India for every applicant to proceed.',
    'A medical e-Visa application is completed only with every applicant’s letter from the hospital in India.',
  ),
  'document.conference_invitation_required': refusal(
    400,
    'Please upload the conference invitation for every applicant to proceed.',
    'A conference e-Visa application is completed only with every applicant’s conference invitation.',
  ),
  'passport_check.not_fixable': refusal(
    409,
    'This detail can no longer be taken from the passport. Please reload the page.',
    'The passport check has no differing value for this detail that may be taken from the passport: a name (the signed agreement states it), a detail that already matches, or no reading (docs/requirements/documents.md, "Passport check").',
  ),
  'document.not_found': refusal(
    404,
    'Document not found',
    'No document has this id on this application.',
  ),

  // Staff: sign-in (password, then a TOTP or recovery code), sessions, the e-visa file.
  'staff.invalid_credentials': refusal(
    401,
    'Invalid username or password',
    'The same answer for an unknown user, a wrong password and a disabled account.',
  ),
  'staff.totp_invalid': refusal(
    401,
    'Invalid code',
    'The TOTP or recovery code is wrong, or was used already.',
  ),
  'staff.challenge_expired': refusal(
    401,
    'Your sign-in has expired. Please enter your password again.',
    'The password step is older than 5 minutes, spent, or failed too often.',
  ),
  'staff.too_many_attempts': refusal(
    429,
    'Too many failed sign-in attempts. Please try again later.',
    'Too many failures for this user or address; Retry-After says when to try again.',
  ),
  'staff.session_expired': refusal(
    401,
    'Session expired',
    'No staff session, or it ended (30 minutes idle, 12 hours in all, logged out, account disabled).',
  ),
  'staff.forbidden': refusal(
    403,
    'Your role does not allow this.',
    'The route does not admit the signed-in member’s role (docs/requirements/staff-roles.md): support cannot decide, refund or open documents; only admins manage staff.',
  ),
  'staff.password_change_required': refusal(
    403,
    'Please choose a new password before you go on.',
    'The account still has a generated password: until it is changed only the member’s own account calls are open.',
  ),
  'staff.invitation_invalid': refusal(
    410,
    'This invitation link has expired or was already used. Ask an administrator for a new one.',
    'The invitation token is unknown, used, replaced by a newer one, or past its 72 hours.',
  ),
  'staff.current_password_wrong': fieldMessage('The current password is not right.'),
  'staff.new_code_invalid': fieldMessage(
    'This code is not right. Enter the six-digit code your new authenticator shows now.',
  ),
  'staff.password_unchanged': fieldMessage(
    'Please choose a password different from the current one.',
  ),
  'staff.username_taken': fieldMessage('A staff member already has this username.'),
  'staff.username_invalid': fieldMessage(
    'Use 3 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  ),
  'staff.password_too_short': fieldMessageWith<{ min: number }>()(
    'Please choose a password of at least {{min}} characters.',
  ),
  'staff.last_admin': refusal(
    409,
    'At least one active administrator must remain.',
    'The change would leave no active admin to manage staff.',
  ),
  'staff.not_yourself': refusal(
    409,
    'You cannot disable your own account or change your own role.',
    'An admin changes another member’s access, never their own (so nobody locks themselves out by mistake).',
  ),
  'staff.member_not_found': refusal(404, 'Staff member not found', 'No staff account has this id.'),
  'support.conversation_not_found': refusal(
    404,
    'Conversation not found',
    'No support conversation has this id (docs/requirements/support-inbox.md).',
  ),
  'staff.email_subject_too_short': fieldMessage('Please enter a subject of at least 3 characters.'),
  'staff.email_message_too_short': fieldMessage(
    'Please enter a message of at least 10 characters.',
  ),
  'staff.reject_reason_too_short': fieldMessage('Please give a reason of at least 10 characters.'),
  'staff.government_reference_invalid': fieldMessage(
    'Please enter the government’s application id: 1 to 40 letters, digits, hyphens or slashes.',
  ),
  'staff.refund_amount_required': fieldMessage('Please enter an amount greater than zero.'),
  'evisa.pdf_only': refusal(
    415,
    'Please select a PDF file for the e-visa document.',
    'The approval’s file is not a PDF with at least one page (checked by content).',
  ),
  'evisa.missing': refusal(
    400,
    'Please select a PDF file for the e-visa document.',
    'The approval came without its e-visa file field.',
  ),
  'evisa.too_large': refusal(
    413,
    'File size must be less than 5MB.',
    'The e-visa PDF is 5 MB or more.',
  ),
  'evisa.other_passport': refusalWith<{ found: string; expected: string }>()(
    422,
    'This e-Visa is for passport {{found}}; this traveller’s passport is {{expected}}.',
    'The e-visa PDF names another passport number beside a passport label than the traveller’s: it is not sent, nothing is stored. Choose this traveller’s own e-visa.',
  ),
  'evisa.unverified': refusalWith<{ name: string; passport: string }>()(
    422,
    'We could not find passport {{passport}} in this e-Visa. Check that it belongs to {{name}}, then confirm it and say how you checked.',
    'The traveller’s passport number is not in the e-visa’s text (a scan without text, or another layout). Sent again with the confirmation and a reason, it is accepted and both are kept in the audit log.',
  ),

  // A delivered extra (docs/requirements/add-ons.md).
  'add_on.file_type': refusal(
    415,
    'Please select a PDF, PNG or JPEG file.',
    'The extra’s file is not a PDF with at least one page, a PNG or a JPEG (checked by content).',
  ),
  'add_on.missing': refusal(
    400,
    'Please select a PDF, PNG or JPEG file.',
    'The delivery came without its file field.',
  ),
  'add_on.too_large': refusal(
    413,
    'File size must be less than 5MB.',
    'The extra’s file is 5 MB or more.',
  ),
  'add_on.not_chosen': refusal(
    409,
    'This application did not choose this extra.',
    'Neither travel insurance nor the eSIM can be delivered unless the application paid for it.',
  ),
  'add_on.not_owed': refusal(
    409,
    'This extra is not owed to this traveller now.',
    'The application is not paid, was rejected, or the traveller was refused (their extras are refunded).',
  ),
  'add_on.link_invalid': refusal(
    404,
    'Not found',
    'A download link for an extra that is malformed, forged, expired, or names a file replaced or deleted since.',
  ),

  // Status check and tracking (public, by application number).
  'status_check.not_found': refusal(
    404,
    'Application not found. Please check your email and application number.',
    'No application has this number and email (the same answer for either being wrong).',
  ),
  'tracking.not_found': refusal(404, 'Application not found', 'No application has this number.'),
  'evisa.link_invalid': refusal(
    404,
    'Not found',
    'An e-visa download link that is malformed, forged, expired or whose application is no longer approved.',
  ),

  // The traveller's rights from the status page (docs/requirements/privacy.md).
  'data_rights.code_invalid': refusal(
    400,
    'This code is not right, has expired or was already used. Check the latest email we sent, or ask for a new code.',
    'The emailed code does not match a live code of this application (wrong, older than 15 minutes, already exchanged, or tried 5 times).',
  ),
  'data_rights.code_format': fieldMessage('Enter the 8-digit code from the email'),
  'data_rights.grant_invalid': refusal(
    404,
    'This page has been open too long, or your data has already been erased. Please check your application again and ask for a new code.',
    'The grant a code was exchanged for is unknown, older than 30 minutes, or its application has been erased.',
  ),
  'erasure_request.not_found': refusal(
    404,
    'This erasure request does not exist.',
    'No erasure request has this id.',
  ),
  'erasure_request.completed': refusal(
    409,
    'This erasure request has already been completed.',
    'Another staff member completed the request first.',
  ),
  'erasure_request.note_required': fieldMessage(
    'Please write what you checked and did (at least 10 characters)',
  ),

  // Support form (call: POST /api/support/messages).
  'support.name_required': fieldMessage('Please enter your name'),
  'support.name_too_long': fieldMessageWith<{ max: number }>()(
    'Name must be at most {{max}} characters',
  ),
  'support.email_required': fieldMessage('Please enter your email address'),
  'support.subject_required': fieldMessage('Please enter a subject'),
  'support.subject_too_long': fieldMessageWith<{ max: number }>()(
    'Subject must be at most {{max}} characters',
  ),
  'support.application_number_invalid': fieldMessage(
    'Please enter the application number from your email (for example EV2026K7QX3M9A), or leave it empty',
  ),
  'support.message_required': fieldMessage('Please enter your message'),
  'support.message_too_short': fieldMessageWith<{ min: number }>()(
    'Your message must be at least {{min}} characters',
  ),
  'support.message_too_long': fieldMessageWith<{ max: number }>()(
    'Your message must be at most {{max}} characters',
  ),
} as const satisfies Record<string, ErrorDefinition<ErrorParamsShape>>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The params a code's message takes (`{}` for none). */
export type ErrorParams<C extends ErrorCode> = NonNullable<(typeof errorCatalogue)[C]['params']>;

/** The codes whose message takes no params. */
export type PlainErrorCode = {
  [C in ErrorCode]: keyof ErrorParams<C> extends never ? C : never;
}[ErrorCode];

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
