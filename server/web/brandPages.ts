// The static 404 and maintenance pages, dressed in the brand of the host that asked.
import { readFileSync } from 'node:fs';
import type { Brand } from '../../brands/brandSchema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderBrandPage(file: URL, brand: Brand): string {
  const template = readFileSync(file, 'utf8');
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
