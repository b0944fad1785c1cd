import { describe, expect, it } from 'vitest';
import { safeContentUrl, videoEmbedFor } from './content-urls';

describe('safeContentUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:hello@shop.pk',
    'tel:+923001234567',
    '/collection',
    'guide#step-2',
    '../x',
    '//cdn.example.com/x',
  ])('keeps %s', (url) => expect(safeContentUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('drops %j', (url) => expect(safeContentUrl(url)).toBe(''));
});

describe('videoEmbedFor', () => {
  it.each([
    ['https://www.youtube.com/watch?v=k7Qm2Rz4TbE', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE'],
    ['https://youtube.com/watch?v=k7Qm2Rz4TbE&t=42s', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE'],
    ['https://m.youtube.com/watch?v=k7Qm2Rz4TbE', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE'],
    ['https://youtu.be/k7Qm2Rz4TbE', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE'],
    ['https://www.youtube.com/embed/k7Qm2Rz4TbE', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE'],
    ['https://vimeo.com/824193507', 'https://player.vimeo.com/video/824193507'],
  ])('embeds %s as %s', (url, src) => expect(videoEmbedFor(url)?.src).toBe(src));

  it.each([
    'https://evil.example/watch?v=k7Qm2Rz4TbE',
    'https://www.youtube.com.evil.example/watch?v=k7Qm2Rz4TbE',
    'https://www.youtube.com/watch?v=too-short',
    'https://www.youtube.com/watch?v=k7Qm2Rz4TbE"><script>',
    'https://youtu.be/k7Qm2Rz4TbE/extra',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)//youtu.be/k7Qm2Rz4TbE',
    'https://example.com/clip.mp4',
  ])('does not embed %s', (url) => expect(videoEmbedFor(url)).toBeNull());
});
