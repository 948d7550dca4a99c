/**
* | output |
* | --- |
* | "{value} %" |
*
* @param {Admin_Discount_Codes_PercentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_codes_percent: ((inputs: Admin_Discount_Codes_PercentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Codes_PercentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Codes_PercentInputs = {
    value: NonNullable<unknown>;
};
