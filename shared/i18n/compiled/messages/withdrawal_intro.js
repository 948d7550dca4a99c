/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Withdrawal_IntroInputs */

const en_withdrawal_intro = /** @type {(inputs: Withdrawal_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may withdraw from a booking within ${i?.days} days of making it, without giving a reason. The quickest way is the Withdraw button on your booking's page (the link is in your confirmation e-mail). You may also send us the form below, or any clear statement by e-mail.`)
};

const fr_withdrawal_intro = /** @type {(inputs: Withdrawal_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez vous rétracter d'une réservation dans les ${i?.days} jours qui suivent, sans donner de motif. Le plus simple est le bouton « Me rétracter » de la page de votre réservation (le lien est dans votre e-mail de confirmation). Vous pouvez aussi nous envoyer le formulaire ci-dessous, ou toute déclaration claire par e-mail.`)
};

/**
* | output |
* | --- |
* | "You may withdraw from a booking within {days} days of making it, without giving a reason. The quickest way is the Withdraw button on your booking's page (the..." |
*
* @param {Withdrawal_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_intro = /** @type {((inputs: Withdrawal_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_intro(inputs)
	return en_withdrawal_intro(inputs)
});