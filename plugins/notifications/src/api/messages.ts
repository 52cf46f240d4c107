import { defineMessages } from "@uuc/errors"

defineMessages({
  notification_not_found: "Notification not found",
  notification_read_target:
    "Name the notifications to mark read (ids) or mark them all (all: true)",
})
