import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking'] });
  const w = Number(process.env.W ?? 412);
  for (const r of process.argv.slice(2)) {
    const ctx = await b.newContext({ viewport: { width: w, height: 823 } });
    const p = await ctx.newPage();
    await p.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) if (!e.hadRecentInput) (window as any).__shifts.push({ v: e.value, src: e.sources?.map((s: any) => (s.node?.nodeName ?? '') + '.' + (s.node?.className ?? '').toString().slice(0, 40) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
    });
    const client = await ctx.newCDPSession(p);
    await client.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8 * 1024 / 1000 * 1000, uploadThroughput: 750e3 / 8 });
    await p.goto('http://localhost:4199' + r, { waitUntil: 'networkidle' });
    await p.waitForTimeout(1500);
    const shifts = await p.evaluate(() => (window as any).__shifts);
    const total = shifts.reduce((a: number, s: any) => a + s.v, 0);
    console.log(r, total.toFixed(4), JSON.stringify(shifts.filter((s: any) => s.v > 0.001)).slice(0, 600));
    await ctx.close();
  }
  await b.close();
})();
