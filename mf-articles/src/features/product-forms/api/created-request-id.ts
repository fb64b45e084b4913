// The customer request a product write made, from its answer's envelope (ZCreatedRequest,
// or the relocation's nullable id): null when the write made none or the answer is empty.
export function createdRequestId(answer: unknown): number | null {
  const response = (answer as { response?: { customerRequestId?: unknown } | null } | null)
    ?.response;
  const id = response?.customerRequestId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
