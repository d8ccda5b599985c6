/**
 * html-validate over every prerendered page (`npm run test:html`, after the build): the recommended
 * preset, less the rules that only restate how React writes HTML (both forms are valid HTML) and the
 * site's inline styles. Advice that is not about validity, on pages owned elsewhere, is reported as a
 * warning rather than failing the build.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<img/>, <meta/>): valid HTML, and React's output.
    'void-style': 'off',
    // React writes boolean attributes as hidden="" / disabled="": valid HTML, and React's output.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes some attribute names as its props are spelled (charSet, autoComplete, noValidate);
    // HTML attribute names are case-insensitive, so this is React's output, not an error.
    'attr-case': 'off',
    // useId() gives ids such as "_R_kr5_-email": HTML allows any id without spaces, which `relaxed`
    // still checks (the default also wants a leading letter, which React's ids never have).
    'valid-id': ['error', { relaxed: true }],
    // Components set per-element values through React's style prop (skill levels, toast durations);
    // the Content-Security-Policy allows inline styles (style-src 'unsafe-inline').
    'no-inline-style': 'off',
    // Advice, not validity, on pages outside the forms (accordion and carousel regions, skill bars,
    // unnamed duplicate landmarks, long portfolio titles): reported as warnings for their owners.
    'prefer-native-element': 'warn',
    'unique-landmark': 'warn',
    'long-title': 'warn',
  },
};
