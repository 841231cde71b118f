import { createTestApp, type TestApp } from '../testing/test-app';

// The dev route e2e uses to run a scheduled job now instead of waiting for its cron.
describe('POST /emulators/jobs/:name', () => {
  let t: TestApp;
  const sent: { name: string; data: object }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    sent.length = 0;
    t.deps.jobs.attach(null);
  });

  it('queues one run of a registered job, without a payload, as its schedule does', async () => {
    t.deps.jobs.attach(async (name, data) => {
      sent.push({ name, data });
    });
    const res = await t.inject({ method: 'POST', url: '/emulators/jobs/instagram.crosspost' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ job: 'instagram.crosspost', queued: true });
    expect(sent).toEqual([{ name: 'instagram.crosspost', data: {} }]);
  });

  it('answers 409 when this process runs no workers, and 404 for a name no job has', async () => {
    expect((await t.inject({ method: 'POST', url: '/emulators/jobs/posts.schedule' })).statusCode).toBe(409);
    t.deps.jobs.attach(async (name, data) => {
      sent.push({ name, data });
    });
    const unknown = await t.inject({ method: 'POST', url: '/emulators/jobs/no.such-job' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    expect(sent).toEqual([]);
  });

  it('is not served on a public interface without DEV_ROUTES', async () => {
    const pub = await createTestApp({ seed: false, configOverrides: { host: '0.0.0.0', devRoutes: false } });
    try {
      pub.deps.jobs.attach(async (name, data) => {
        sent.push({ name, data });
      });
      const res = await pub.inject({ method: 'POST', url: '/emulators/jobs/posts.schedule' });
      expect(res.statusCode).toBe(404);
      expect(sent).toEqual([]);
    } finally {
      await pub.close();
    }
  });
});
