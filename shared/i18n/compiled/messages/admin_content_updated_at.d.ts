/**
* | output |
* | --- |
* | "Updated on {when}" |
*
* @param {Admin_Content_Updated_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_updated_at: ((inputs: Admin_Content_Updated_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Updated_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Updated_AtInputs = {
    when: NonNullable<unknown>;
};
