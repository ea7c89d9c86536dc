import { expect, test, type Request } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import { DrawPage } from '../pages/Draw.ts';
import { pngFile } from '../support/images.ts';
import { newSignedInUser } from '../support/session.ts';

// Demo mode: the server's offline generator draws, with a progress push every 150 ms.
const DRAWN = { timeout: 30_000 };
const isCall = (name: 'imagine' | 'blend' | 'change' | 'page') => (request: Request) =>
  request.url().includes(`/api/cli/mj/v1/${name}`);

test.describe('drawing', () => {
  const drawsFromText =
    'draws from text: progress climbs to 100%, the grid keeps the chosen ratio, and history reopens after a reload';
  test(drawsFromText, async ({ page }) => {
    const draw = new DrawPage(page);
    await draw.recordProgress();
    await newSignedInUser(page);
    await draw.goto();

    await draw.ratio('16:9').click();
    await draw.input.fill('a red lighthouse on a cliff');
    const imagine = page.waitForRequest(isCall('imagine'));
    await draw.input.press('Enter');
    const body = (await imagine).postDataJSON() as { prompt: string; msgId: string; type: string };
    expect(body.prompt).toBe('a red lighthouse on a cliff --ar 16:9');
    expect(body.msgId).toBeTruthy();
    await expect(draw.input).toHaveValue('');

    const task = draw.task('a red lighthouse on a cliff --ar 16:9');
    const image = draw.image(task);
    await expect(image).toBeVisible(DRAWN);
    const size = await draw.naturalSize(image);
    expect(Math.abs(size.width / size.height - 16 / 9)).toBeLessThan(0.02);

    const { progress } = await draw.seen();
    expect(
      progress.some((value) => value > 0 && value < 100),
      `progress seen: ${progress.join(', ')}`,
    ).toBe(true);
    expect(progress[progress.length - 1]).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // Honest about the generator, and the result can be downloaded.
    await expect(page.getByTestId('draw-offline-note')).toContainText('built-in offline generator');
    await expect(task.getByText('Offline generator')).toBeVisible();
    const download = task.getByRole('link', { name: /download/i });
    await expect(download).toHaveAttribute('download', /\.png$/);
    expect(await download.getAttribute('href')).toBe(await image.getAttribute('src'));
    await expect(task.getByRole('button', { name: 'U1' })).toBeVisible();
    await expect(task.getByRole('button', { name: 'V4' })).toBeVisible();

    const history = page.waitForResponse((response) => isCall('page')(response.request()));
    await page.reload();
    expect((await history).ok()).toBe(true);
    const again = draw.task('a red lighthouse on a cliff --ar 16:9');
    await expect(again).toHaveCount(1);
    const reloaded = await draw.naturalSize(draw.image(again));
    expect(reloaded).toEqual(size);
  });

  test('upscales one quadrant: its slot shows pending, then the larger picture', async ({ page }) => {
    const draw = new DrawPage(page);
    await draw.recordProgress();
    await newSignedInUser(page);
    await draw.goto();

    await draw.input.fill('a green forest with a small cabin');
    await draw.send.click();
    const grid = draw.tasks.and(page.locator('[data-action="CREATE"]'));
    await expect(grid.getByTestId('draw-prompt')).toHaveText('a green forest with a small cabin --ar 1:1');
    const parentImage = draw.image(grid);
    const parent = await draw.naturalSize(parentImage);

    const change = page.waitForRequest(isCall('change'));
    await grid.getByRole('button', { name: 'U2' }).click();
    const form = new URLSearchParams((await change).postData() ?? '');
    expect(form.get('action')).toBe('UPSCALE');
    expect(form.get('index')).toBe('2');
    expect(form.get('mjTaskId')).toBe(await grid.getAttribute('data-task-id'));

    const slot = grid.getByTestId('expand-slot-2');
    await expect(slot).toHaveAttribute('data-state', 'done', DRAWN);
    const slotImage = slot.getByRole('img');
    const upscaled = await draw.naturalSize(slotImage);
    expect(upscaled.width).toBeGreaterThan(parent.width / 2);
    expect(upscaled.height).toBeGreaterThan(parent.height / 2);
    const states = (await draw.seen()).slots['expand-slot-2'] ?? [];
    expect(states.indexOf('pending'), `slot states: ${states.join(' → ')}`).toBeGreaterThanOrEqual(0);
    expect(states.indexOf('done')).toBeGreaterThan(states.indexOf('pending'));
    await expect(grid.getByRole('button', { name: 'U2' })).toHaveAttribute('data-state', 'done');
    await expect(grid.getByRole('button', { name: 'U1' })).toHaveAttribute('data-state', 'idle');

    // The upscale has its own card, linked back to its grid.
    const child = draw.tasks.and(page.locator('[data-action="UPSCALE"]'));
    await expect(child).toHaveCount(1);
    await expect(child.getByText('Upscale U2')).toBeVisible();
    expect(await draw.naturalSize(draw.image(child))).toEqual(upscaled);
    await expect(child.getByRole('button', { name: 'U1' })).toHaveCount(0);
  });

  test('blends two uploaded pictures', async ({ page }) => {
    const draw = new DrawPage(page);
    await newSignedInUser(page);
    await draw.goto();

    await draw.fileInput.setInputFiles([
      await pngFile('red.png', { r: 220, g: 30, b: 30 }),
      await pngFile('blue.png', { r: 30, g: 60, b: 220 }),
    ]);
    await expect(draw.bag).toHaveCount(2);
    await expect(draw.bag.nth(0)).toHaveAttribute('data-status', 'done');
    await expect(draw.bag.nth(1)).toHaveAttribute('data-status', 'done');
    await expect(draw.hint).toHaveText('Ready to blend 2 images.');

    const blend = page.waitForRequest(isCall('blend'));
    await draw.send.click();
    const body = (await blend).postDataJSON() as { base64ArrayUrl: string[]; dimensions: string };
    expect(body.base64ArrayUrl).toHaveLength(2);
    expect(body.base64ArrayUrl.every((url) => url.startsWith('/api/files/'))).toBe(true);
    expect(body.dimensions).toBe('SQUARE');
    await expect(draw.bag).toHaveCount(0);

    const task = draw.tasks.and(page.locator('[data-action="BLEND"]'));
    await expect(task.getByText('A blend of 2 images')).toBeVisible();
    await expect(task.getByRole('img', { name: /input image/i })).toHaveCount(2);
    const size = await draw.naturalSize(draw.image(task));
    expect(size.width).toBe(size.height);
  });

  test('send rules: no text and one picture sends nothing, and a sixth picture is refused', async ({ page }) => {
    const draw = new DrawPage(page);
    const app = new AppShell(page);
    await newSignedInUser(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isCall('imagine')(request) || isCall('blend')(request)) sent.push(request.url());
    });
    await draw.goto();

    await draw.fileInput.setInputFiles([await pngFile('one.png', { r: 10, g: 200, b: 10 })]);
    await expect(draw.bag).toHaveCount(1);
    await expect(draw.bag.first()).toHaveAttribute('data-status', 'done');
    await expect(draw.hint).toHaveText('Add at least one more image to blend, or describe what to draw.');
    await expect(draw.send).toBeDisabled();
    await draw.input.press('Enter');
    await draw.input.press('Enter');
    // Give a wrongly sent call time to leave.
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    await expect(draw.tasks).toHaveCount(0);
    await expect(draw.bag).toHaveCount(1);

    // Shift+Enter is a new line, not a send.
    await draw.input.fill('two');
    await draw.input.press('Shift+Enter');
    await expect(draw.input).toHaveValue('two\n');
    expect(sent).toEqual([]);
    await draw.input.fill('');

    const colours = [
      { r: 200, g: 0, b: 0 },
      { r: 0, g: 0, b: 200 },
      { r: 200, g: 200, b: 0 },
      { r: 0, g: 200, b: 200 },
      { r: 200, g: 0, b: 200 },
    ];
    await draw.fileInput.setInputFiles(await Promise.all(colours.map((colour, i) => pngFile(`more-${i}.png`, colour))));
    await expect(app.toast('Up to 5 images may be added')).toBeVisible();
    await expect(draw.bag).toHaveCount(5);

    await draw.bag.first().getByRole('button', { name: 'Remove one.png' }).click();
    await expect(draw.bag).toHaveCount(4);
    expect(sent).toEqual([]);
  });

  test('a refused prompt shows the server text with its link', async ({ page }) => {
    const draw = new DrawPage(page);
    await newSignedInUser(page);
    await draw.goto();

    const imagine = page.waitForResponse((response) => isCall('imagine')(response.request()));
    await draw.input.fill('a poster about csam');
    await draw.input.press('Enter');
    expect(((await (await imagine).json()) as { code: number }).code).toBe(3001);

    const task = draw.tasks.and(page.locator('[data-code="02"]'));
    await expect(task).toHaveCount(1);
    const refusal = task.getByTestId('draw-refusal');
    await expect(refusal).toContainText('our content rules refuse');
    const link = refusal.getByRole('link', { name: 'Terms of Service' });
    await expect(link).toHaveAttribute('href', '/legal/terms.en.html');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(refusal).not.toContainText('](');
    // The words come back to the box to be reworded.
    await expect(draw.input).toHaveValue('a poster about csam');
  });
});

test.describe('drawing on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('at 375px in Chinese the page fits the screen and a drawing fits inside it', async ({ page }, testInfo) => {
    const draw = new DrawPage(page);
    await newSignedInUser(page, { language: 'zh_CN' });
    await draw.goto();
    await expect(page.getByRole('heading', { level: 3, name: '绘画' })).toBeVisible();
    await expect(draw.hint).toHaveText('输入画面描述，或添加 2-5 张图片进行融合。');
    await expect(
      draw.composer.getByRole('radiogroup', { name: '画面比例' }).or(draw.composer.getByLabel('画面比例')),
    ).toBeVisible();

    await draw.ratio('4:3').click();
    await draw.input.fill('海边的灯塔');
    await draw.input.press('Enter');
    const task = draw.task('海边的灯塔 --ar 4:3');
    const image = draw.image(task);
    const size = await draw.naturalSize(image);
    expect(Math.abs(size.width / size.height - 4 / 3)).toBeLessThan(0.02);
    await expect(task.getByRole('button', { name: 'U4' })).toBeVisible();
    await expect(task.getByRole('link', { name: /下载/ })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await image.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('draw-375-zh.png'), fullPage: true });
  });
});
