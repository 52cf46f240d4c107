import { defineMessages } from "@uuc/errors"

defineMessages({
  notification_not_found: "Notification not found",
  notification_read_target:
    "Name the notifications to mark read (ids) or mark them all (all: true)",
  notification_email_unavailable:
    "Email notifications are not available on this platform",
  notification_email_code_wait:
    "A code was sent less than a minute ago: wait a moment before asking for another",
  notification_email_send_failed:
    "The code could not be sent to this address: check it, or try again later",
  notification_email_code_invalid: "The code is not correct",
  notification_email_code_expired:
    "There is no valid code (expired, or too many wrong tries): ask for a new one",
  notification_email_not_confirmed:
    "Add and confirm an email address before choosing email notifications",
  unsubscribe_token_invalid: "This unsubscribe link is not valid",
})
