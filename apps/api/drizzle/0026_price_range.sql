-- Filled by issue 16 (price range): products.min_price over in-stock SKUs first, and max_price.
SELECT 1;
