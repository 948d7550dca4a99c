/**
* | output |
* | --- |
* | "The maximum number of uses cannot be below the uses already counted ({used})." |
*
* @param {Admin_Discount_Code_Max_Uses_Below_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_discount_code_max_uses_below_used: ((inputs: Admin_Discount_Code_Max_Uses_Below_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Discount_Code_Max_Uses_Below_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Discount_Code_Max_Uses_Below_UsedInputs = {
    used: NonNullable<unknown>;
};
