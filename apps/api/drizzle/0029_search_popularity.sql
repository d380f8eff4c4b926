-- Reserved for issue 17; filled by its part.
SELECT 1;
