import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:18432';
const login = await fetch(`${B}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: process.argv[2] ?? 'demo_player', password: 'demo2026' }) }).then((r) => r.json());
const token = login.value.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'es-MX' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(B + '/');
await page.evaluate((t) => sessionStorage.setItem('token', t), token);
for (const [path, name] of [['/member/bonusDetails', 'bonus'], ['/member/withdraw', 'withdraw']]) {
  await page.goto(B + path);
  await page.waitForTimeout(2500);
  const close = page.getByTestId('notice-modal-close');
  if (await close.isVisible().catch(() => false)) { await close.click(); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/h2/shots/${name}.png`, fullPage: true });
}
await page.goto(B + '/member/bonusDetails');
await page.waitForTimeout(2000);
const close = page.getByTestId('notice-modal-close');
if (await close.isVisible().catch(() => false)) { await close.click(); await page.waitForTimeout(500); }
await page.getByTestId('bonus-forfeit').first().click();
await page.waitForTimeout(600);
await page.screenshot({ path: `/tmp/h2/shots/dialog.png` });
await browser.close();
