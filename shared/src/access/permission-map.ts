// The shape of a session's permissions (spec 000 §6), below both the contract (which
// sends it) and the rules (which resolve it), so neither imports the other for it.
import { z } from 'zod';

/** Route prefix (optionally ending in `*`) to level: 1 view, 2 act. */
export const ZPermissions = z.record(z.string(), z.number().int().min(0).max(9));
export type TPermissions = z.infer<typeof ZPermissions>;
