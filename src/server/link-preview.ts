/**
 * Chat apps fetch a link's page to show its preview (WhatsApp when the couple sends an invitation). Since
 * the server draws the invitation page, that fetch would read the invitation: it must not count as the
 * guest opening it.
 */
const PREVIEW_AGENTS =
  /whatsapp|facebookexternalhit|facebot|telegrambot|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|applebot|embedly|vkshare|pinterest|redditbot/i;

export const isLinkPreview = (userAgent: string | undefined) => PREVIEW_AGENTS.test(userAgent ?? "");
