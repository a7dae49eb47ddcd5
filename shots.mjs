import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const url = (b, p) => `http://${b}.localhost:8181${p}`;
for (const brand of ['cng', 'csh']) for (const [w, h, tag] of [[1280, 800, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  const shot = (n) => page.screenshot({ path: `/tmp/shots/${brand}-${tag}-${n}.png`, fullPage: true });
  await page.goto(url(brand, '/sso')); await page.waitForTimeout(1500); await shot('sso');
  await page.goto(url(brand, '/admin/login')); await page.waitForSelector('h1'); await page.waitForTimeout(500); await shot('admin-login');
  await page.getByLabel(/email/i).fill('maria.lopez@example.com'); await page.getByLabel(/^password/i).fill('Portal#2026');
  await page.getByRole('button', { name: /log in/i }).click(); await page.waitForTimeout(2000); await shot('admin-notadmin');
  await page.getByLabel(/email/i).fill('agent.smith@example.com'); await page.getByLabel(/^password/i).fill('Agent#2026');
  await page.getByRole('button', { name: /log in/i }).click(); await page.waitForURL('**/admin/landing'); await page.waitForTimeout(800); await shot('admin-landing');
  await page.getByLabel(/email/i).fill('maria.lopez@example.com'); await page.getByRole('button', { name: /act/i }).first().click();
  await page.waitForTimeout(1500); await shot('admin-acting');
  await page.goto(url(brand, '/account')); await page.waitForTimeout(2000); await shot('account-acting');
  await ctx.close();
}
await browser.close();
