import { createCanvas } from '@napi-rs/canvas';

/** A real JPEG banner of the size (the tests' "300×250.jpg"): a band and a frame. */
export async function bannerJpeg(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0b5394';
  context.fillRect(0, 0, width, Math.max(2, height / 4));
  context.strokeStyle = '#1e1e1e';
  context.strokeRect(0.5, 0.5, width - 1, height - 1);
  return canvas.encode('jpeg', 80);
}
