import path from "path"
import { runTogether } from "./helpers/group"

// npm test's HTTP phase runs the spec files named by UUC_HTTP_GROUP (comma-separated,
// from the backend's root) in this one Jest file, under one boot of the server.
runTogether(
  (process.env.UUC_HTTP_GROUP ?? "").split(",").filter(Boolean),
  path.resolve(__dirname, "..")
)
