import { describe, expect, it } from 'vitest';
import { type KeyFacts, keyIntent, moveTarget } from './form-keyboard';

const key = (facts: Partial<KeyFacts>): KeyFacts => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  isTextarea: false,
  isOpenList: false,
  ...facts,
});

describe('form keyboard entry', () => {
  it('moves on with Enter and back with Shift+Enter', () => {
    expect(keyIntent(key({}))).toBe('next');
    expect(keyIntent(key({ shiftKey: true }))).toBe('prev');
  });

  it('saves with Ctrl+Enter or Ctrl+S from any box, the memo box included', () => {
    expect(keyIntent(key({ ctrlKey: true, isTextarea: true }))).toBe('submit');
    expect(keyIntent(key({ key: 's', metaKey: true }))).toBe('submit');
  });

  it('leaves Enter alone while Hangul is being composed, in an open list and in a memo box', () => {
    expect(keyIntent(key({ isComposing: true }))).toBe('none');
    expect(keyIntent(key({ isOpenList: true }))).toBe('none');
    expect(keyIntent(key({ isTextarea: true }))).toBe('none');
    expect(keyIntent(key({ key: 'Tab' }))).toBe('none');
  });

  it('finds the next and previous box, and saves past the last', () => {
    const boxes = ['name', 'bizNo', 'phone'];
    expect(moveTarget(boxes, 'name', 'next')).toBe('bizNo');
    expect(moveTarget(boxes, 'phone', 'next')).toBe('submit');
    expect(moveTarget(boxes, 'bizNo', 'prev')).toBe('name');
    expect(moveTarget(boxes, 'name', 'prev')).toBeNull();
    expect(moveTarget(boxes, 'elsewhere', 'next')).toBe('name');
  });
});
