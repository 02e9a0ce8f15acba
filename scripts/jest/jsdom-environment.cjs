// jest's jsdom environment, with jsdom's style matching indexed (ADR 235).
//
// jsdom answers getComputedStyle (asked by testing-library's role and name queries for every
// element they look at, by user-event's pointer-events check and by antd's tables and text areas)
// by matching the element against every rule of every style sheet, and antd's CSS-in-JS injects
// thousands of rules: that matching was about half of the CPU of the slowest unit files. Here the
// rules of each sheet are indexed by what their rightmost compound selector requires of the
// element (an id, a class or a tag name), so only the rules that can match are matched, with
// jsdom's own matcher and in the sheet's order. The result is the same declaration: the index
// only skips rules that cannot match. Any rule whose requirement cannot be read (no selector,
// an escape, only attributes or pseudo-classes) is matched for every element, as before.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as jest loads it */

const path = require('node:path');
const { TestEnvironment } = require('jest-environment-jsdom');

const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json'));
const jsdomMain = require.resolve('jsdom', { paths: [environmentDir] });
const jsdomDir = jsdomMain.slice(0, jsdomMain.lastIndexOf(`${path.sep}lib${path.sep}`));
const fromJsdom = (file) => require(path.join(jsdomDir, file));
// The modules jsdom itself loaded (the same instances, so the same caches and matcher).
const styleRules = fromJsdom('lib/jsdom/living/helpers/style-rules.js');
const { matchesDontThrow } = fromJsdom('lib/jsdom/living/helpers/selectors.js');
const idlUtils = fromJsdom('lib/jsdom/living/generated/utils.js');
const defaultStyleSheetText = fromJsdom('lib/jsdom/browser/default-stylesheet.js');
const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [jsdomDir] }));
const cssom = require(require.resolve('rrweb-cssom', { paths: [jsdomDir] }));

const IDENT = /^[A-Za-z0-9_\-\u00a0-\uffff]$/;

/** The key a rightmost compound selector requires of a matching element, or null if none. */
function compoundKey(compound) {
  let id = null;
  let className = null;
  let tag = null;
  let depth = 0;
  for (let i = 0; i < compound.length; i += 1) {
    const c = compound[i];
    if (c === '\\') return null;
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === '"' || c === "'") return null;
    else if (depth === 0 && (c === '.' || c === '#' || c === ':' || i === 0)) {
      const start = c === '.' || c === '#' || c === ':' ? i + 1 : i;
      let end = start;
      if (c === ':') {
        while (compound[end] === ':') end += 1;
      }
      while (end < compound.length && IDENT.test(compound[end])) end += 1;
      const word = compound.slice(start, end).toLowerCase();
      if (c === '.' && word) className = word;
      else if (c === '#' && word) id = word;
      else if (i === 0 && c !== ':' && word && compound[end] !== '|') tag = word;
      i = Math.max(i, end - 1);
    }
  }
  if (depth !== 0) return null;
  if (id) return `#${id}`;
  if (className) return `.${className}`;
  return tag ? `<${tag}` : null;
}

/** Splits a selector list at its top-level commas, and a complex selector at its combinators. */
function splitTopLevel(text, isSeparator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && isSeparator(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const isComma = (c) => c === ',';
const isCombinator = (c) =>
  c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t';

/** The keys of a rule (one per selector of its list), or null when it must always be matched. */
function ruleKeys(rule) {
  const text = rule.selectorText;
  if (typeof text !== 'string' || /["'\\]/.test(text)) return null;
  const keys = [];
  for (const selector of splitTopLevel(text, isComma)) {
    const compounds = splitTopLevel(selector.trim(), isCombinator).filter(Boolean);
    const key = compounds.length ? compoundKey(compounds[compounds.length - 1]) : null;
    if (!key) return null;
    keys.push(key);
  }
  return keys.length ? keys : null;
}

/** A sheet's rules in jsdom's order (those of `@media screen` blocks in place), keyed. */
function indexSheet(sheet) {
  const rules = [];
  const outer = [];
  const inner = [];
  const selectors = [];
  const always = [];
  const byKey = new Map();
  const add = (rule) => {
    const position = rules.length;
    rules.push(rule);
    selectors.push(rule.selectorText);
    const keys = ruleKeys(rule);
    if (!keys) {
      always.push(position);
      return;
    }
    for (const key of new Set(keys)) {
      const list = byKey.get(key);
      if (list) list.push(position);
      else byKey.set(key, [position]);
    }
  };
  for (const rule of sheet.cssRules) {
    outer.push(rule);
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) {
        inner.push([rule, Array.from(rule.cssRules)]);
        for (const innerRule of rule.cssRules) add(innerRule);
      }
    } else {
      add(rule);
    }
  }
  return { sheet, outer, inner, rules, selectors, always, byKey };
}

/** Whether the sheet still holds exactly the rules (and selectors) it was indexed with. */
function indexIsCurrent(index) {
  const { cssRules } = index.sheet;
  if (cssRules.length !== index.outer.length) return false;
  for (let i = 0; i < cssRules.length; i += 1) if (cssRules[i] !== index.outer[i]) return false;
  for (const [rule, rules] of index.inner) {
    if (rule.cssRules.length !== rules.length) return false;
    for (let i = 0; i < rules.length; i += 1) if (rule.cssRules[i] !== rules[i]) return false;
  }
  for (let i = 0; i < index.rules.length; i += 1) {
    if (index.rules[i].selectorText !== index.selectors[i]) return false;
  }
  return true;
}

const indexes = new WeakMap();
function sheetIndex(sheet) {
  let index = indexes.get(sheet);
  if (!index || !indexIsCurrent(index)) {
    index = indexSheet(sheet);
    indexes.set(sheet, index);
  }
  return index;
}

function elementKeys(elementImpl) {
  const keys = [`<${elementImpl.localName.toLowerCase()}`];
  const id = elementImpl.getAttributeNS(null, 'id');
  if (id) keys.push(`#${id.toLowerCase()}`);
  const classes = elementImpl.getAttributeNS(null, 'class');
  if (classes) {
    for (const name of classes.split(/[ \t\n\f\r]+/)) if (name) keys.push(`.${name.toLowerCase()}`);
  }
  return keys;
}

function forEachMatchingRule(sheet, elementImpl, keys, handleRule) {
  const index = sheetIndex(sheet);
  let candidates = index.always;
  let merged = false;
  for (const key of keys) {
    const list = index.byKey.get(key);
    if (!list) continue;
    candidates = merged ? candidates.concat(list) : index.always.concat(list);
    merged = true;
  }
  if (merged) candidates = Array.from(new Set(candidates)).sort((a, b) => a - b);
  for (const position of candidates) {
    const rule = index.rules[position];
    if (matchesDontThrow(elementImpl, rule.selectorText)) handleRule(rule);
  }
}

let defaultSheet;

/** jsdom's getDeclarationForElement, matching only the rules the index leaves. */
function getDeclarationForElement(elementImpl) {
  const document = elementImpl._ownerDocument;
  let styleCache = document._styleCache;
  if (!styleCache) styleCache = document._styleCache = new WeakMap();
  const cached = styleCache.get(elementImpl);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  const handleRule = (rule) => {
    Array.prototype.forEach.call(rule.style, (property) => handleProperty(rule.style, property));
  };
  if (!defaultSheet) defaultSheet = cssom.parse(defaultStyleSheetText);
  const keys = elementKeys(elementImpl);
  forEachMatchingRule(defaultSheet, elementImpl, keys, handleRule);
  for (const sheet of document.styleSheets._list) {
    forEachMatchingRule(sheet, elementImpl, keys, handleRule);
  }
  Array.prototype.forEach.call(elementImpl.style, (property) =>
    handleProperty(elementImpl.style, property),
  );
  if (CHECK) checkAgainstFullScan(elementImpl, declaration, handleProperty);
  styleCache.set(elementImpl, declaration);
  return declaration;
}

// JEST_STYLE_INDEX_CHECK=1 matches every rule as well, as jsdom does, and throws on a difference
// (for an upgrade of jsdom or nwsapi: run the unit projects once with it).
const CHECK = process.env.JEST_STYLE_INDEX_CHECK === '1';
function checkAgainstFullScan(elementImpl, declaration) {
  const full = new CSSStyleDeclaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') full.removeProperty(property);
    else full.setProperty(property, value, style.getPropertyPriority(property));
  };
  const handleSheet = (sheet) => {
    for (const rule of sheet.cssRules) {
      const rules = rule.media
        ? Array.prototype.indexOf.call(rule.media, 'screen') !== -1
          ? Array.from(rule.cssRules)
          : []
        : [rule];
      for (const each of rules) {
        if (matchesDontThrow(elementImpl, each.selectorText)) {
          Array.prototype.forEach.call(each.style, (property) =>
            handleProperty(each.style, property),
          );
        }
      }
    }
  };
  handleSheet(defaultSheet);
  for (const sheet of elementImpl._ownerDocument.styleSheets._list) handleSheet(sheet);
  Array.prototype.forEach.call(elementImpl.style, (property) =>
    handleProperty(elementImpl.style, property),
  );
  if (full.cssText !== declaration.cssText) {
    throw new Error(
      `Indexed style matching differs for <${elementImpl.localName} class="${elementImpl.getAttributeNS(null, 'class')}">:\n${declaration.cssText}\n${full.cssText}`,
    );
  }
  checked += 1;
}
let checked = 0;

// Computed values of inherited properties read the parents' declarations through this export.
styleRules.getDeclarationForElement = getDeclarationForElement;

class IndexedStyleJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.dom.window;
    const original = window.getComputedStyle;
    // jsdom's getComputedStyle, with the declaration from the indexed matching. A pseudo-element
    // goes to jsdom's own (which reports it as not implemented and answers for the element).
    window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
      if (pseudoElement !== undefined && pseudoElement !== null && `${pseudoElement}` !== '') {
        return original.call(window, element, pseudoElement);
      }
      const elementImpl = idlUtils.implForWrapper(element);
      if (!elementImpl || elementImpl.nodeType !== 1) return original.call(window, element);
      const result = new CSSStyleDeclaration();
      const own = getDeclarationForElement(elementImpl);
      Array.prototype.forEach.call(own, (property) => {
        result.setProperty(
          property,
          own.getPropertyValue(property),
          own.getPropertyPriority(property),
        );
      });
      for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented)) {
        result.setProperty(property, styleRules.getResolvedValue(elementImpl, property));
      }
      return result;
    };
  }

  async teardown() {
    if (CHECK) process.stderr.write(`style index check: ${checked} declarations the same\n`);
    await super.teardown();
  }
}

module.exports = IndexedStyleJsdomEnvironment;
