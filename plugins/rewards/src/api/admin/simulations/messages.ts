import { defineMessages } from "@uuc/errors"

/** en-US texts of the simulator's codes. */
defineMessages({
  plans_required: "Choose one or two plans: versions and/or drafts",
  simulation_busy:
    "Another simulation is running on this server; try again when it ends",
  simulation_too_large:
    "The network is larger than a simulation may handle on the server; use npm run simulate",
})
