import { registerLedgerSections } from "./member-balance"

// The sections the ledger adds to other plugins' pages (the member's page's slot,
// @uuc/admin-kit's member-sections). Registered on load: the dashboard evaluates
// each plugin's admin bundle once at start, before any page renders.
registerLedgerSections()
