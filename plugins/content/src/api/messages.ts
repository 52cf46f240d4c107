import { defineMessages } from "@uuc/errors"

defineMessages({
  notice_not_found: "Notice not found",
  guide_entry_not_found: "Guide entry not found",
  too_long: "The text is too long",
})
