import { makeJpegThumbnail, thumbnailSize, type ThumbnailCanvas } from './file-thumbnail';

// jsdom has no canvas to encode with: a recording stand-in takes its place.
const fakeCanvas = (result: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) => {
  const drawImage = jest.fn();
  const toBlob = jest.fn((callback: (blob: Blob | null) => void) => callback(result));
  const canvas: ThumbnailCanvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob };
  return { canvas, drawImage, toBlob };
};

describe('makeJpegThumbnail', () => {
  it('draws the image scaled to the longest edge and encodes it as JPEG at quality 0.75', async () => {
    const { canvas, drawImage, toBlob } = fakeCanvas();
    const image = { width: 4000, height: 3000, close: jest.fn() };
    const file = new File(['raw'], 'shop.png', { type: 'image/png' });
    const decode = jest.fn(async () => image);

    const blob = await makeJpegThumbnail(file, 640, { decode, createCanvas: () => canvas });

    expect(decode).toHaveBeenCalledWith(file);
    expect([canvas.width, canvas.height]).toEqual([640, 480]);
    expect(drawImage).toHaveBeenCalledWith(image, 0, 0, 640, 480);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.75);
    expect(blob.type).toBe('image/jpeg');
    expect(image.close).toHaveBeenCalled();
  });

  it('fails when the browser cannot encode', async () => {
    const { canvas } = fakeCanvas(null);
    await expect(makeJpegThumbnail(new Blob(['x']), 100, { decode: async () => ({ width: 10, height: 10 }), createCanvas: () => canvas })).rejects.toThrow();
  });
});

describe('thumbnailSize', () => {
  it('scales down by the longest edge and never up', () => {
    expect(thumbnailSize({ width: 1000, height: 2000 }, 640)).toEqual({ width: 320, height: 640 });
    expect(thumbnailSize({ width: 300, height: 200 }, 640)).toEqual({ width: 300, height: 200 });
  });
});
