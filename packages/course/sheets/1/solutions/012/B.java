import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String n = new String(System.in.readAllBytes()).strip();
        int root = n.chars().map(d -> d - '0').sum();
        while (root >= 10)
            root = String.valueOf(root).chars().map(d -> d - '0').sum();
        System.out.println(root);
    }
}
