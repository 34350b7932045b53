/** The toast of a report queued with no connection (a listing's, a question thread's). */
export const REPORT_WAITING_MESSAGE =
  "No connection right now. Your report is saved and will be sent when you're back online.";
