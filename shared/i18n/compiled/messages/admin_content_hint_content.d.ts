/**
* | output |
* | --- |
* | "A JSON object, for example {example}" |
*
* @param {Admin_Content_Hint_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_hint_content: ((inputs: Admin_Content_Hint_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Hint_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Hint_ContentInputs = {
    example: NonNullable<unknown>;
};
