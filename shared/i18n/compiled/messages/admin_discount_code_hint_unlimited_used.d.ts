/**
* | output |
* | --- |
* | "Empty: unlimited · {uses}" |
*
* @param {Admin_Discount_Code_Hint_Unlimited_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_hint_unlimited_used: ((inputs: Admin_Discount_Code_Hint_Unlimited_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Hint_Unlimited_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Hint_Unlimited_UsedInputs = {
    uses: NonNullable<unknown>;
};
