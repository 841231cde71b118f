import { buildVideo } from './media-fixtures.testing';
import { readVideoFacts } from './video-duration';

it('reads the duration of an MP4 and a MOV from their movie headers', async () => {
  expect(await readVideoFacts(buildVideo(12.5), 'video/mp4')).toEqual({ hasVideo: true, durationSeconds: expect.closeTo(12.5, 2) });
  expect(await readVideoFacts(buildVideo(0.4, { brand: 'qt  ' }), 'video/quicktime')).toEqual({ hasVideo: true, durationSeconds: expect.closeTo(0.4, 2) });
});

it('reads the duration of a silent video (no sound track), such as a screen recording', async () => {
  expect(await readVideoFacts(buildVideo(5, { silent: true }), 'video/mp4')).toEqual({ hasVideo: true, durationSeconds: 5 });
  expect(await readVideoFacts(buildVideo(5, { silent: true, brand: 'qt  ' }), 'video/quicktime')).toEqual({ hasVideo: true, durationSeconds: 5 });
});

it('reads the movie header after the media data, and adds up the fragments of a fragmented recording', async () => {
  expect(await readVideoFacts(buildVideo(8, { moovLast: true, mediaBytes: 4 * 1024 * 1024 }), 'video/mp4')).toEqual({ hasVideo: true, durationSeconds: 8 });
  expect(await readVideoFacts(buildVideo(6.5, { fragmented: true, silent: true }), 'video/mp4')).toEqual({ hasVideo: true, durationSeconds: expect.closeTo(6.5, 2) });
});

it('answers no duration when neither the header nor any fragment gives one', async () => {
  expect(await readVideoFacts(buildVideo(0, { fragmented: true, silent: true }), 'video/mp4')).toEqual({ hasVideo: true, durationSeconds: null });
});

it('answers nothing for bytes that are no container, and for a container cut off before its movie header', async () => {
  expect(await readVideoFacts(Buffer.from('not a video at all, just text'), 'video/mp4')).toBeNull();
  const whole = buildVideo(5, { moovLast: true, mediaBytes: 1024 });
  expect(await readVideoFacts(whole.subarray(0, whole.length - 200), 'video/mp4')).toBeNull();
});
