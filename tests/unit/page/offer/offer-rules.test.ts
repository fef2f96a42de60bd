// Only the person offers a number: what a pointer move or a key press does to the number offered,
// for each thing the pointer or focus may be on.
import { describe, expect, it } from 'vitest';
import {
  keyStep,
  pointerStep,
  type KeyPress,
  type PointerOn,
} from '../../../../utils/page/offer/offer-rules';

const nowhere: PointerOn = {
  control: false,
  editing: false,
  menuOpen: false,
  number: false,
  offeredNumber: false,
  offeredField: false,
  offeredByPointer: false,
};
const onOffered: PointerOn = { ...nowhere, number: true, offeredNumber: true };
const onOther: PointerOn = { ...nowhere, number: true };

describe('pointerStep', () => {
  it('onto another number: the offered one goes, the new one waits for the pointer to rest', () => {
    expect(pointerStep(onOther)).toBe('next-number');
  });

  it('onto no number: a number the pointer offered goes soon; what keys or a field offered stays', () => {
    expect(pointerStep({ ...nowhere, offeredByPointer: true })).toBe('left-number');
    expect(pointerStep(nowhere)).toBe('off-number');
  });

  it('a number the pointer offered stays while the pointer is on it or on our control', () => {
    expect(pointerStep({ ...onOffered, offeredByPointer: true })).toBe('stay');
    expect(pointerStep({ ...nowhere, control: true, offeredByPointer: true })).toBe('stay');
  });

  it('on the offered number: it stays', () => {
    expect(pointerStep(onOffered)).toBe('stay');
  });

  it('over our own control, or typing in it, a number passed on the way replaces nothing', () => {
    expect(pointerStep({ ...onOther, control: true })).toBe('stay');
    expect(pointerStep({ ...onOther, editing: true })).toBe('stay');
    expect(pointerStep({ ...onOther, menuOpen: true, editing: true })).toBe('stay');
  });

  it('with the menu open, numbers it may cover do not react; it stays on its own number or field', () => {
    expect(pointerStep({ ...onOther, menuOpen: true })).toBe('menu-closes');
    expect(pointerStep({ ...nowhere, menuOpen: true })).toBe('menu-closes');
    expect(pointerStep({ ...onOffered, menuOpen: true })).toBe('menu-stays');
    expect(pointerStep({ ...nowhere, menuOpen: true, offeredField: true })).toBe('menu-stays');
  });
});

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  inText: false,
  inControl: false,
  onPage: true,
  ...more,
});
const altShift = { altKey: true, shiftKey: true };

describe('keyStep', () => {
  it('Alt+Shift+↓/↑ steps to the next or previous number, offered or not', () => {
    for (const offered of [null, 'pointer', 'step', 'field'] as const) {
      expect(keyStep(press('ArrowDown', altShift), offered)).toBe('next');
      expect(keyStep(press('ArrowUp', altShift), offered)).toBe('previous');
    }
  });

  it('in a text field Alt+Shift+arrows select text: no step', () => {
    expect(keyStep(press('ArrowDown', { ...altShift, inText: true }), null)).toBeNull();
    expect(keyStep(press('ArrowUp', { ...altShift, inText: true }), 'step')).toBeNull();
  });

  it('with nothing offered, every other key is the page’s', () => {
    for (const key of ['Enter', 'Escape', 'a'])
      expect(keyStep(press(key, { altKey: true }), null)).toBeNull();
    expect(keyStep(press('ArrowDown', { altKey: true }), null)).toBeNull();
  });

  it('Escape takes the offered control away', () => {
    for (const offered of ['pointer', 'keyboard', 'step', 'field'] as const)
      expect(keyStep(press('Escape'), offered)).toBe('hide');
  });

  it('typing while a stepped number is offered takes it away; step keys and our control do not', () => {
    expect(keyStep(press('a'), 'step')).toBe('hide');
    expect(keyStep(press('Tab'), 'step')).toBe('hide');
    expect(keyStep(press('a', { inControl: true }), 'step')).toBeNull();
    for (const key of ['ArrowDown', 'ArrowUp', 'Alt', 'Shift'])
      expect(keyStep(press(key), 'step')).toBeNull();
    // A number the pointer offered is not the keyboard's: typing leaves it.
    expect(keyStep(press('a'), 'pointer')).toBeNull();
  });

  it('Enter on a stepped number on the page opens its control; on the page’s own link it is the link’s', () => {
    expect(keyStep(press('Enter'), 'step')).toBe('into-stepped-control');
    expect(keyStep(press('Enter', { onPage: false }), 'step')).toBeNull();
    expect(keyStep(press('Enter'), 'pointer')).toBeNull();
    expect(keyStep(press('Enter'), 'keyboard')).toBeNull();
    for (const modifier of ['altKey', 'shiftKey', 'ctrlKey', 'metaKey'] as const)
      expect(keyStep(press('Enter', { [modifier]: true }), 'step')).toBeNull();
  });

  it('Alt+↓ moves into the control of whatever is offered; focus goes back where it was', () => {
    expect(keyStep(press('ArrowDown', { altKey: true }), 'keyboard')).toBe('into-control');
    expect(keyStep(press('ArrowDown', { altKey: true }), 'field')).toBe('into-control');
    expect(keyStep(press('ArrowDown', { altKey: true, onPage: false }), 'step')).toBe(
      'into-control',
    );
    expect(keyStep(press('ArrowDown', { altKey: true }), 'step')).toBe('into-stepped-control');
  });
});
