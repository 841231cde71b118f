import { chromiumExecutable, createChromiumRenderer, DEFAULT_CHROMIUM_PATH } from './chromium-renderer';
import { unavailableRenderer } from './html-renderer';

const silent = { info: () => undefined, warn: () => undefined };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('chromiumExecutable', () => {
  it('takes CHROMIUM_PATH, and none or empty turns rendering off', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumExecutable({ CHROMIUM_PATH: 'none' })).toBeNull();
    expect(chromiumExecutable({ CHROMIUM_PATH: ' ' })).toBeNull();
  });

  it('falls back to the system Chromium (CI installs it)', () => {
    expect(chromiumExecutable({})).toBe(DEFAULT_CHROMIUM_PATH);
  });
});

describe('createChromiumRenderer', () => {
  it('is unavailable without a browser binary', () => {
    expect(createChromiumRenderer({ executablePath: null, logger: silent })).toBe(unavailableRenderer);
    expect(createChromiumRenderer({ executablePath: '/nonexistent/chromium', logger: silent })).toBe(unavailableRenderer);
  });

  describe('with the system Chromium', () => {
    const renderer = createChromiumRenderer({ executablePath: DEFAULT_CHROMIUM_PATH, logger: silent });
    afterAll(() => renderer.close());

    it('renders a whole page to PNG at the asked width, several at once with one browser', async () => {
      const tall = `<body style="margin:0"><div style="height:900px;background:#3182ce">順位</div></body>`;
      const pngs = await Promise.all([600, 320, 480].map((width) => renderer.renderPng(tall, { width })));
      for (const png of pngs) expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngs.map(pngSize)).toEqual([
        { width: 600, height: 900 },
        { width: 320, height: 900 },
        { width: 480, height: 900 },
      ]);
    });

    it('never lets a page reach the network or run scripts', async () => {
      const html = `<body style="margin:0"><img src="http://127.0.0.1:9/x.png" width="10" height="10"><script>document.body.style.height='2000px'</script></body>`;
      const png = await renderer.renderPng(html, { width: 200 });
      expect(pngSize(png).height).toBeLessThan(2000);
    });

    it('refuses renders once closed', async () => {
      const own = createChromiumRenderer({ executablePath: DEFAULT_CHROMIUM_PATH, logger: silent });
      await own.renderPng('<p>a</p>', { width: 100 });
      await own.close();
      await expect(own.renderPng('<p>a</p>', { width: 100 })).rejects.toThrow('closed');
    });
  });
});
