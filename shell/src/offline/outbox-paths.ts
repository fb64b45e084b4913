// The outbox page's address (a shell page of the route table).
export const OUTBOX_PATH = '/outbox';
