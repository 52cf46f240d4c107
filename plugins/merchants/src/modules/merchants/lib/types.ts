/** An application's states (the table's check); the answers' types read it too. */
export type ApplicationStatus = "pending" | "passed" | "rejected"
