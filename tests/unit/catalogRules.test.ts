import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import { IMAGE_REFERENCE_MAX_LENGTH, checkImage, imageReferenceError, sniffImage } from '../../src/domain/images';
import {
  boxNameError,
  boxPriceError,
  displayBoxName,
  productCodeError,
  productPriceError,
  requiredText,
  stepStock,
  stockError,
} from '../../src/domain/catalog';
import { bigPng, notAnImage, pngImage } from '../fixtures/images';

function gif(width: number, height: number): Uint8Array {
  return new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0]);
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment, then SOF0 with the size
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe('image upload rule (core §5): type and size by content', () => {
  it('reads png, gif and jpeg sizes from their bytes', () => {
    expect(sniffImage(pngImage(640, 480))).toEqual({ kind: 'png', width: 640, height: 480 });
    expect(sniffImage(gif(300, 200))).toEqual({ kind: 'gif', width: 300, height: 200 });
    expect(sniffImage(jpeg(1000, 800))).toEqual({ kind: 'jpeg', width: 1000, height: 800 });
    expect(sniffImage(notAnImage)).toBeNull();
  });

  it('image size must be less than 1 MB (under 1,000,000 bytes)', () => {
    expect(inEnglish(checkImage(bigPng(1_000_000)))).toMatchObject({ ok: false, message: 'Image size must be less than 1 MB' });
    expect(inEnglish(checkImage(bigPng(999_999)))).toMatchObject({ ok: true });
  });

  it('dimensions at most 1000 x 800', () => {
    expect(inEnglish(checkImage(jpeg(1000, 800)))).toMatchObject({ ok: true });
    expect(inEnglish(checkImage(jpeg(1001, 800)))).toMatchObject({
      ok: false,
      message: 'Image dimension must be less than or equal to (1000 x 800)',
    });
    expect(inEnglish(checkImage(pngImage(10, 801)))).toMatchObject({ ok: false, reason: 'dimension' });
  });

  it('a file that is not a png, gif or jpeg is refused whatever its name', () => {
    expect(inEnglish(checkImage(notAnImage))).toMatchObject({ ok: false, reason: 'type' });
  });
});

describe('catalog form rules', () => {
  it('name required ("This field is required")', () => {
    expect(inEnglish(requiredText(''))).toBe('This field is required');
    expect(inEnglish(requiredText('   '))).toBe('This field is required');
    expect(inEnglish(requiredText('Shoes'))).toBeUndefined();
  });

  it('box name: required, no leading space', () => {
    expect(inEnglish(boxNameError(''))).toBe('This field is required');
    expect(inEnglish(boxNameError(' Gold'))).toBe('Name must not start with a space');
    expect(inEnglish(boxNameError('Gold'))).toBeUndefined();
    expect(inEnglish(boxNameError('x'.repeat(200)))).toBeUndefined();
    expect(inEnglish(boxNameError('x'.repeat(201)))).toBe('Box name must be at most 200 characters long');
  });

  it('box price must be greater than 0', () => {
    expect(inEnglish(boxPriceError('0'))).toBe('Box price must be greater than 0');
    expect(inEnglish(boxPriceError('abc'))).toBe('Box price must be greater than 0');
    expect(inEnglish(boxPriceError(''))).toBe('This field is required');
    expect(inEnglish(boxPriceError('0.01'))).toBeUndefined();
    expect(inEnglish(boxPriceError(10_000_000))).toBeUndefined();
    expect(inEnglish(boxPriceError(9007199254740992))).toBe('Box price must be at most 10000000');
  });

  it('image addresses: ours, a web address or a data: image, nothing else', () => {
    for (const ok of ['', '/uploads/ab12.png', 'https://cdn.example.com/a.jpg', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(imageReferenceError(ok)).toBeUndefined();
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html;base64,PGI+', 'x'.repeat(100), '/uploads/../etc']) {
      expect(inEnglish(imageReferenceError(bad))).toBe('Must be an image address (/uploads/..., http(s)://... or a data: image)');
    }
    // a data: URI of the largest image file fits
    expect(IMAGE_REFERENCE_MAX_LENGTH).toBeGreaterThan('data:image/jpeg;base64,'.length + (1_000_000 / 3) * 4);
  });

  it('product code, stock and prices', () => {
    expect(inEnglish(productCodeError(''))).toBeUndefined();
    expect(inEnglish(productCodeError('MB-1001'))).toBeUndefined();
    expect(inEnglish(productCodeError('bad code!'))).toMatch(/letters, digits/);
    expect(inEnglish(stockError(-1))).toBeDefined();
    expect(inEnglish(stockError(1.5))).toBeDefined();
    expect(inEnglish(stockError(0))).toBeUndefined();
    expect(inEnglish(productPriceError(''))).toBe('This field is required');
    expect(inEnglish(productPriceError('-2'))).toBeDefined();
    expect(inEnglish(productPriceError('12.3456'))).toBeUndefined();
  });

  it('the stock stepper cannot go below 0', () => {
    expect(stepStock(0, -1)).toBe(0);
    expect(stepStock(3, -1)).toBe(2);
    expect(stepStock(3, 1)).toBe(4);
  });

  it('box names hide their "~" suffix', () => {
    expect(displayBoxName('Gold Box~2024')).toBe('Gold Box');
    expect(displayBoxName('Plain')).toBe('Plain');
  });
});
