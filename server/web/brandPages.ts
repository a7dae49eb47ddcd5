// The static 404 and maintenance pages, dressed in the brand of the host that asked.
import { readFileSync } from 'node:fs';
import type { Brand } from '../../brands/brandSchema';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const templates = new Map<string, string>();

/** Fills a page template (read once, then kept) with the brand's name, phone, hours, logo and color. */
export function renderBrandPage(file: URL, brand: Brand): string {
  let template = templates.get(file.href);
  if (template === undefined) {
    template = readFileSync(file, 'utf8');
    templates.set(file.href, template);
  }
  const values: Record<string, string> = {
    key: brand.key,
    name: brand.name,
    phone: brand.phoneNumber,
    hours: brand.contactHours,
    logo: brand.logoImage,
    color: brand.headerColor,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => escapeHtml(values[name] ?? ''));
}
