/**
* | output |
* | --- |
* | "Book a free 30-minute call with one of our coaches. Tell us about your teen and we will recommend the workshop that fits best, with no obligation." |
*
* @param {Home_Help_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_help_text: ((inputs?: Home_Help_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Help_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Help_TextInputs = {};
