/** The messages of site access: one site's switch, and all sites at once. */
import { z } from 'zod';
import { typedText as text } from '../schema-parts';

export const siteMessageSchemas = {
  getSiteAccess: z.object({ origin: text.min(1) }).strict(),
  setSiteAccess: z.object({ origin: text.min(1), enabled: z.boolean() }).strict(),
  setAllSites: z.object({ enabled: z.boolean() }).strict(),
};
