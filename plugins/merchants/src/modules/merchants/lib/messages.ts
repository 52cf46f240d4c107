import { defineMessages } from "@uuc/errors"

/** en-US texts of the merchants' codes (the spec's where it has one). */
defineMessages({
  merchant_conditions_not_met: "You currently have no conditions met",
  merchant_license_missing: "No license at present",
  merchant_application_open: "Your application is already under review",
  merchant_already_passed: "You are already a merchant",
  merchant_application_not_found: "Application not found",
  merchant_application_reviewed: "This application has already been reviewed",
  description_required: "Please describe what you will sell",
  upload_required: "Please choose a picture or video",
  upload_type_invalid:
    "Pictures must be JPEG, PNG, WebP or GIF; videos MP4 or WebM",
  upload_too_large: "Pictures may be at most 5 MB, videos at most 50 MB",
  upload_too_many_files: "Upload at most 10 files at a time",
})
