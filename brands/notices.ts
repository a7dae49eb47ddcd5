// The brands' notice texts: the adverse-action wording and the creditor with its ECOA agency (Regulation B, 12 CFR
// 1002.9) and the thank-you wording. (The California notices are the footer's legal texts.) Kept apart from the brand
// records, which the first chunk needs, so that only the decision screens' chunk and the server carry them.
import type { BrandKey } from './brandKeys';
import type { BrandNotices } from './brandSchema';
import { notices as aca } from './aca/notices';
import { notices as ccb } from './ccb/notices';
import { notices as cng } from './cng/notices';
import { notices as csh } from './csh/notices';
import { notices as p360 } from './p360/notices';

export const brandNotices: Record<BrandKey, BrandNotices> = { cng, aca, ccb, csh, p360 };
