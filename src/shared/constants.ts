/** Every limit and fixed value of the two specs, in one place. */

/** Texts the guest pages show until the couple has saved their wedding details. */
export const WEDDING_DEFAULTS = {
  groomName: "Groom",
  brideName: "Bride",
  weddingDate: "2025-11-07T10:30:00.000Z",
  venue: "The Cafe & Resort",
  venueAddress: null,
} as const;

export const PHONE_DIGITS = 10;
export const MAKEUP_MAX = 10;
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 18;

export const ID_FILE_MAX_BYTES = 15 * 1024 * 1024;
export const ID_FILE_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const ID_FILE_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const ID_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
export const ICON_EXTENSIONS = [".png", ".jpg", ".jpeg", ".svg"] as const;
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_UPLOAD_EXTENSIONS = [".png", ".jpg", ".jpeg", ".gif", ".svg"] as const;
export const AUDIO_MAX_BYTES = 50_485_760;
export const AUDIO_EXTENSIONS = [".mp3", ".wav", ".ogg", ".m4a", ".aac"] as const;
export const VENUE_MEDIA_MAX_BYTES = 50 * 1024 * 1024;

export const COUNTDOWN_TICK_MS = 1000;
export const SLIDE_TRANSITION_MS = 500;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export const AUDIO_VOLUME = 0.4;
export const AUDIO_AUTOPLAY_DELAY_MS = 1000;
export const AUDIO_HINT_MS = 5000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const TIMELINE_DAY_MIN = 1;
export const TIMELINE_DAY_MAX = 3;
export const MEAL_DAY_MIN = 1;
export const MEAL_DAY_MAX = 3;
export const DAY_MENU_DAY_MIN = 1;
export const DAY_MENU_DAY_MAX = 10;
export const TIME_STEP_MINUTES = 30;

export const GENDERS = ["male", "female", "prefer-not-to-say"] as const;
/** The spec's three, and Jain (no onion, garlic or root vegetables), which caterers cook apart. */
export const DIETARY_PREFERENCES = ["veg", "non-veg", "vegan", "jain"] as const;
export const BEVERAGE_PREFERENCES = ["alcoholic", "non-alcoholic"] as const;
export const RSVP_STATUSES = ["yes", "no"] as const;
export const UPLOAD_MODES = ["single", "separate"] as const;
export const MEDIA_TYPES = ["image", "video"] as const;
export const MEAL_TYPES = ["welcome-drinks", "breakfast", "lunch", "hi-tea", "snacks", "dinner"] as const;
export const DISH_DIETARY_TYPES = ["vegetarian", "non-vegetarian"] as const;
export const DISH_SUBCATEGORIES = ["Starters", "Main Course", "Breads", "Soups", "Desserts", "Beverages", "Snacks", "Salads"] as const;
export const SPICE_LEVELS = ["none", "mild", "medium", "hot", "very-hot"] as const;

/** Human labels for the enumerations above. */
export const LABELS = {
  gender: { male: "Male", female: "Female", "prefer-not-to-say": "Prefer not to say" },
  dietary: { veg: "Vegetarian", "non-veg": "Non-vegetarian", vegan: "Vegan", jain: "Jain" },
  beverage: { alcoholic: "Alcoholic", "non-alcoholic": "Non-alcoholic" },
  mealType: {
    "welcome-drinks": "Welcome Drinks",
    breakfast: "Breakfast",
    lunch: "Lunch",
    "hi-tea": "Hi-Tea",
    snacks: "Snacks",
    dinner: "Dinner",
  },
  spiceLevel: { none: "None", mild: "Mild", medium: "Medium", hot: "Hot", "very-hot": "Very hot" },
} as const;

/** Browser storage keys of the admin session. */
export const SESSION_TOKEN_KEY = "adminSessionToken";
export const SESSION_EXPIRES_KEY = "adminSessionExpires";
export const SESSION_COOKIE = "admin_session";

/** Paths on which the client sends the bearer token (guest spec, section 6). */
export const PROTECTED_PATH_MARKERS = [
  "/api/admin/",
  "/api/day-menus",
  "/api/menus",
  "/api/menu-",
  "/api/timeline-events",
  "/api/rooms",
  "/api/venue-media",
] as const;

/** Guardrails on request shapes (not in the spec; a real wedding never reaches them). */
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 2000;
export const MAX_FAMILY_MEMBERS = 30;
export const MAX_CHILDREN = 30;
