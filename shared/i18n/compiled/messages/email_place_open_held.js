/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ heldUntil: NonNullable<unknown> }} Email_Place_Open_HeldInputs */

const en_email_place_open_held = /** @type {(inputs: Email_Place_Open_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are next on the waiting list, so we are holding it for you until ${i?.heldUntil}. Open the link to complete the booking; the place is yours once it is paid:`)
};

const fr_email_place_open_held = /** @type {(inputs: Email_Place_Open_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes le prochain sur la liste d'attente : nous vous la gardons jusqu'au ${i?.heldUntil}. Ouvrez le lien pour terminer la réservation ; la place est à vous une fois payée :`)
};

/**
* | output |
* | --- |
* | "You are next on the waiting list, so we are holding it for you until {heldUntil}. Open the link to complete the booking; the place is yours once it is paid:" |
*
* @param {Email_Place_Open_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_held = /** @type {((inputs: Email_Place_Open_HeldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_HeldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_held(inputs)
	return en_email_place_open_held(inputs)
});