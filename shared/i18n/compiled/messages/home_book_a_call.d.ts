/**
* | output |
* | --- |
* | "Book a Call" |
*
* @param {Home_Book_A_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_book_a_call: ((inputs?: Home_Book_A_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Book_A_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Book_A_CallInputs = {};
