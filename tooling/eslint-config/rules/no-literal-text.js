// No user-facing literal in components (house-style.md "Text and languages", issue 7): every string a person can
// see or hear comes from a react-intl message (features, app) or from a prop (ui).

/** Attributes whose value is read or shown to people. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'errorMessage',
]);

// Letters in any script; text made only of digits, punctuation, symbols and spaces (×, →, ·, 1/2) is allowed.
const HAS_LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid user-facing string literals in components' },
    schema: [],
    messages: {
      text: 'User-facing text "{{text}}" is a literal: use a react-intl message (features, app) or take it as a prop (ui), so that it exists in French and English.',
    },
  },
  create(context) {
    function report(node, text) {
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    }
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && HAS_LETTER.test(value.value)) {
          report(value, value.value);
        }
        if (
          value.type === 'JSXExpressionContainer' &&
          value.expression.type === 'Literal' &&
          typeof value.expression.value === 'string' &&
          HAS_LETTER.test(value.expression.value)
        ) {
          report(value, value.expression.value);
        }
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (typeof node.value === 'string' && HAS_LETTER.test(node.value)) report(node, node.value);
      },
    };
  },
};
